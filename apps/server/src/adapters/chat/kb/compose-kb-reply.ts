import {
  CHAT_ENGINE_TEXTS,
  interpolate,
  KNOWLEDGE_TOPICS,
  kbQuestion,
  type Language,
  PROCEDURE_KNOWLEDGE,
  type Procedure,
  procedurePhrase,
} from '@afterlook/domain';
import { classifySafety } from '../../../lib/chat-text/classify-safety.ts';
import { findProcedure } from '../../../lib/chat-text/find-procedure.ts';
import { foldedWords } from '../../../lib/chat-text/fold-text.ts';
import { phraseSet } from '../../../lib/chat-text/phrase-set.ts';
import type { ChatClinic, ChatReply } from '../../../ports/chat-engine.ts';
import type { KbIndex } from './build-kb-index.ts';
import type { KbDocument } from './kb-document.ts';

const MAX_QUESTIONS = 3;
/** Below this MiniSearch score a hit is noise (a stray shared word). */
const MIN_SCORE = 4;

const greetingOnly = phraseSet([
  'hi',
  'hello',
  'hey',
  'hola',
  'buenas',
  'buenos dias',
  'good morning',
  'good afternoon',
  'good evening',
  'buenas tardes',
  'buenas noches',
  'thanks',
  'thank you',
  'gracias',
]);

export interface KbContext {
  readonly clinic: ChatClinic;
  readonly language: Language;
  readonly index: KbIndex;
  readonly documents: ReadonlyMap<string, KbDocument>;
  /** The procedure of the conversation so far, when the message names none. */
  readonly earlierProcedure: Procedure | null;
}

/** Follow-ups of a procedure: its other topics the knowledge base covers. */
const procedureQuestions = (procedure: Procedure, language: Language, skip: string | null) =>
  PROCEDURE_KNOWLEDGE[procedure]
    ? KNOWLEDGE_TOPICS.filter((topic) => topic !== skip).map((topic) =>
        kbQuestion(topic, procedure, language),
      )
    : [];

/** The clinic's procedures the knowledge base can tell about. */
const knownProcedures = (clinic: ChatClinic) =>
  clinic.procedures.filter((procedure) => PROCEDURE_KNOWLEDGE[procedure]);

export const reply = (response: string, questions: readonly string[]): ChatReply => ({
  response,
  questions: [...new Set(questions)].slice(0, MAX_QUESTIONS),
});

/**
 * The entries that answer a message, best first: MiniSearch's ranking, raised for the
 * procedure being discussed, lowered for others. A hit counts when the visitor's
 * words meet its question or keywords, not only its answer (a stray 'last' or 'need'
 * in a paragraph is no topic).
 */
export function searchKb(
  content: string,
  procedure: Procedure | null,
  { index, documents }: Pick<KbContext, 'index' | 'documents'>,
): KbDocument[] {
  return index
    .search(content, {
      boostDocument: (id: string) => {
        const document = documents.get(id);
        if (!document?.procedure) return 1;
        if (!procedure) return 0.8;
        return document.procedure === procedure ? 4 : 0.2;
      },
    })
    .filter(
      (hit) =>
        hit.score >= MIN_SCORE &&
        Object.values(hit.match).some((fields: string[]) =>
          fields.some((field) => field !== 'answer'),
        ),
    )
    .flatMap((hit) => documents.get(String(hit.id)) ?? []);
}

/**
 * The kb engine's answer to one message: a careful answer when the message asks for
 * a dose, a diagnosis or a personal price; else the best entry of the index
 * for the procedure being discussed, with related follow-ups; else a redirect.
 */
export function composeKbReply(content: string, context: KbContext): ChatReply {
  const { clinic, language } = context;
  const texts = CHAT_ENGINE_TEXTS[language];
  const words = foldedWords(content);
  const procedure = findProcedure(content) ?? context.earlierProcedure;
  const consultation = kbQuestion('consultation', null, language);

  const concern = classifySafety(words);
  if (concern === 'personalPrice') {
    const range = procedure ? PROCEDURE_KNOWLEDGE[procedure]?.[language].price : undefined;
    return reply(
      [texts.personalPrice, range ?? '', texts.consultationInvite].filter(Boolean).join(' '),
      [consultation, ...(procedure ? procedureQuestions(procedure, language, 'price') : [])],
    );
  }
  if (concern) {
    return reply(`${texts[concern]} ${texts.consultationInvite}`, [consultation]);
  }
  if (words.length > 0 && words.length <= 3 && greetingOnly(words) && !procedure) {
    return reply(texts.greeting, [
      kbQuestion('simulation', null, language),
      ...knownProcedures(clinic)
        .slice(0, 2)
        .map((p) => kbQuestion('about', p, language)),
    ]);
  }

  const hits = searchKb(content, procedure, context);
  const document = hits[0];

  if (!document) {
    if (procedure && PROCEDURE_KNOWLEDGE[procedure]) {
      return reply(
        PROCEDURE_KNOWLEDGE[procedure][language].about,
        procedureQuestions(procedure, language, 'about'),
      );
    }
    return reply(procedure ? texts.noMatch : texts.offTopic, [
      kbQuestion('simulation', null, language),
      ...knownProcedures(clinic)
        .slice(0, 2)
        .map((p) => kbQuestion('about', p, language)),
    ]);
  }
  if (procedure && !PROCEDURE_KNOWLEDGE[procedure] && document.topic !== 'faq') {
    return reply(texts.noMatch, [consultation, kbQuestion('simulation', null, language)]);
  }
  const { topic } = document;
  if (
    document.procedure &&
    document.procedure !== procedure &&
    topic !== 'faq' &&
    topic !== 'services'
  ) {
    // A topic asked without naming a procedure ('how long is recovery?'): ask which.
    const examples = knownProcedures(clinic).slice(0, 4);
    return reply(
      interpolate(texts.whichProcedure, {
        examples: examples.map((p) => procedurePhrase(p, language)).join(', '),
      }),
      examples.map((p) => kbQuestion(topic, p, language)),
    );
  }
  const answer =
    document.topic === 'risks' ? `${document.answer} ${texts.consultationInvite}` : document.answer;
  const related = document.procedure
    ? procedureQuestions(document.procedure, language, document.topic)
    : hits
        .filter((other) => !other.procedure && other.id !== document.id)
        .map((other) => other.question);
  return reply(answer, [...related, consultation]);
}
