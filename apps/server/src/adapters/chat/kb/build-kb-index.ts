import {
  CHAT_ENGINE_TEXTS,
  interpolate,
  knowledgeBase,
  type Language,
  PROCEDURE_ALIASES,
  procedureDisplayName,
} from '@afterlook/domain';
import MiniSearch from 'minisearch';
import type { ChatClinic } from '../../../ports/chat-engine.ts';
import type { KbDocument } from './kb-document.ts';
import { indexTerm } from './kb-text.ts';
import { TOPIC_KEYWORDS } from './topic-keywords.ts';

export type KbIndex = MiniSearch<KbDocument>;

/** Every document the clinic's assistant answers from, in one language. */
export function kbDocuments(clinic: ChatClinic, language: Language): KbDocument[] {
  const keywords = TOPIC_KEYWORDS[language];
  const builtIn = knowledgeBase(language).map((entry) => ({
    ...entry,
    keywords: [
      keywords[entry.topic],
      ...(entry.procedure ? (PROCEDURE_ALIASES[entry.procedure] ?? []) : []),
    ].join(' '),
  }));
  const ownServices = clinic.services.filter((entry) => !entry.lang || entry.lang === language);
  const services: KbDocument = {
    id: 'clinic:services',
    topic: 'services',
    procedure: null,
    question: language === 'es' ? '¿Qué procedimientos ofrecen?' : 'What procedures do you offer?',
    answer: interpolate(CHAT_ENGINE_TEXTS[language].services, {
      services: [
        ...clinic.procedures.map((p) => procedureDisplayName(p, language)),
        ...ownServices.map((entry) => entry.name),
      ].join(', '),
    }),
    keywords: keywords.services,
  };
  // Each of the clinic's own services answers questions about it by name.
  const serviceDocuments = ownServices.map((entry, index) => ({
    id: `service:${index}`,
    topic: 'faq' as const,
    procedure: null,
    question: entry.name,
    answer: entry.description,
    keywords: keywords.services,
  }));
  const faq = clinic.faq
    .filter((entry) => !entry.lang || entry.lang === language)
    .map((entry, index) => ({
      id: `faq:${index}`,
      topic: 'faq' as const,
      procedure: null,
      question: entry.question,
      answer: entry.answer,
      keywords: '',
    }));
  return [...builtIn, services, ...serviceDocuments, ...faq];
}

/**
 * A full-text index (MiniSearch) over the documents: folded, stemmed terms, the
 * question weighing most, typos forgiven in longer words, word starts matched.
 */
export function buildKbIndex(documents: readonly KbDocument[], language: Language): KbIndex {
  const index = new MiniSearch<KbDocument>({
    fields: ['question', 'answer', 'keywords'],
    storeFields: ['id'],
    processTerm: (term) => indexTerm(term, language),
    searchOptions: {
      boost: { question: 3, keywords: 2, answer: 1 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      processTerm: (term) => indexTerm(term, language),
    },
  });
  index.addAll(documents);
  return index;
}
