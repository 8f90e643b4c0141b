import {
  CHAT_ENGINE_TEXTS,
  COST_SOURCE,
  type DoctorTopic,
  EXTRA_QUESTION_TOPICS,
  type ExtraTopic,
  GENERAL_TOPIC_KNOWLEDGE,
  interpolate,
  type KnowledgeTopic,
  kbQuestion,
  type Language,
  PROCEDURE_KNOWLEDGE,
  PROCEDURE_SOURCES,
  PROCEDURE_TOPIC_KNOWLEDGE,
  type Procedure,
  procedurePhrase,
} from '@afterlook/domain';
import { classifySafety } from '../../../lib/chat-text/classify-safety.ts';
import { foldedWords, foldText } from '../../../lib/chat-text/fold-text.ts';
import type { ChatReply, ChatTurn } from '../../../ports/chat-engine.ts';
import { type KbContext, reply, searchKb } from './compose-kb-reply.ts';

/** The procedure entries of procedure-knowledge.ts, by the topic a question is about. */
const PROCEDURE_TOPIC: Partial<Record<DoctorTopic, KnowledgeTopic>> = {
  about: 'about',
  cost: 'price',
  recovery: 'recovery',
  risks: 'risks',
  candidacy: 'candidate',
};
/** The topics of topic-knowledge.ts a question can be about (its consultation is booking's). */
const EXTRA: ReadonlySet<string> = new Set<ExtraTopic>(EXTRA_QUESTION_TOPICS);

/** Follow-ups of a procedure: its other topics the knowledge base covers, then booking. */
const related = (procedure: Procedure | null, language: Language, skip: KnowledgeTopic | null) => [
  ...(procedure && PROCEDURE_KNOWLEDGE[procedure]
    ? (['about', 'recovery', 'risks', 'price', 'candidate'] as const)
        .filter((topic) => topic !== skip)
        .map((topic) => kbQuestion(topic, procedure, language))
    : []),
  kbQuestion('consultation', null, language),
];

const knownProcedures = (context: KbContext) =>
  context.clinic.procedures.filter((procedure) => PROCEDURE_KNOWLEDGE[procedure]);

/**
 * The kb engine's answer to a question whose topic and procedure are known (the doctor
 * chat, docs/product/doctor-chat.md): the clinic's own answer when its FAQ or services
 * match; a careful answer to a dose, a diagnosis or a personal price; else the knowledge
 * base's entry for the pair, with the page that supports it; else an honest "I don't
 * have a reliable answer".
 */
export function answerUnderstood(
  turn: Pick<ChatTurn, 'content'> & { understood: NonNullable<ChatTurn['understood']> },
  context: KbContext,
): ChatReply {
  const { language } = context;
  const { topic, procedure } = turn.understood;
  const texts = CHAT_ENGINE_TEXTS[language];
  const consultation = kbQuestion('consultation', null, language);

  const [best] = searchKb(turn.content, procedure, context);
  if (best && (best.topic === 'faq' || (best.topic === 'services' && !procedure))) {
    return reply(best.answer, related(procedure, language, null));
  }
  const concern = classifySafety(foldedWords(turn.content));
  // 'How many syringes?' is sizing, not a dose: only a medicine question gets the dose answer.
  if (
    concern === 'diagnosis' ||
    (concern === 'dose' && (topic === 'medications' || topic === 'recovery'))
  ) {
    return reply(`${texts[concern]} ${texts.consultationInvite}`, [consultation]);
  }

  switch (topic) {
    case 'greeting':
      return reply(texts.greeting, [
        kbQuestion('simulation', null, language),
        ...knownProcedures(context)
          .slice(0, 2)
          .map((p) => kbQuestion('about', p, language)),
      ]);
    case 'off_topic':
      return reply(texts.offTopic, [kbQuestion('simulation', null, language), consultation]);
    case 'simulation': {
      const folded = foldText(turn.content);
      const answer = /\b(priva\w*|secur\w*|seguridad|share|compart\w*|guard\w*|store\w*)\b/.test(
        folded,
      )
        ? texts.privacy
        : /\b(accura\w*|realis\w*|precis\w*|exact\w*|real|confiable|fiable)\b/.test(folded)
          ? texts.simulationLimits
          : texts.simulation;
      return reply(answer, [kbQuestion('simulationLimits', null, language), consultation]);
    }
    case 'booking': {
      const general = GENERAL_TOPIC_KNOWLEDGE.consultation;
      return {
        ...reply(`${general[language]} ${texts.consultation}`, related(procedure, language, null)),
        source: general.source[language],
      };
    }
    default:
      break;
  }

  if (EXTRA.has(topic)) {
    const extra = topic as ExtraTopic;
    const entry =
      (procedure ? PROCEDURE_TOPIC_KNOWLEDGE[procedure]?.[extra] : undefined) ??
      GENERAL_TOPIC_KNOWLEDGE[extra];
    return {
      ...reply(
        `${entry[language]} ${texts.consultationInvite}`,
        related(procedure, language, null),
      ),
      source: entry.source[language],
    };
  }

  const knowledgeTopic = PROCEDURE_TOPIC[topic] ?? 'about';
  if (!procedure) {
    const examples = knownProcedures(context).slice(0, 4);
    return reply(
      interpolate(texts.whichProcedure, {
        examples: examples.map((p) => procedurePhrase(p, language)).join(', '),
      }),
      examples.map((p) => kbQuestion(knowledgeTopic, p, language)),
    );
  }
  const knowledge = PROCEDURE_KNOWLEDGE[procedure];
  if (!knowledge) return reply(texts.noMatch, [consultation]);
  const fact = knowledge[language][knowledgeTopic];
  const answer =
    topic === 'cost' && concern === 'personalPrice'
      ? `${texts.personalPrice} ${fact} ${texts.consultationInvite}`
      : topic === 'risks' || topic === 'candidacy'
        ? `${fact} ${texts.consultationInvite}`
        : fact;
  return {
    ...reply(answer, related(procedure, language, knowledgeTopic)),
    source: (topic === 'cost' ? COST_SOURCE : PROCEDURE_SOURCES[procedure])?.[language] ?? null,
  };
}

/**
 * A practice fact the clinic has not set: its own FAQ's answer when one matches, else
 * `notSet` (the chat says so) with booking offered.
 */
export function answerUnsetFact(content: string, notSet: string, context: KbContext): ChatReply {
  const [best] = searchKb(content, null, context);
  const booking = [kbQuestion('consultation', null, context.language)];
  return best?.topic === 'faq' ? reply(best.answer, booking) : reply(notSet, booking);
}
