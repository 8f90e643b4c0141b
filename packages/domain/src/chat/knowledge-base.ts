import type { Language } from '../enums.ts';
import { CHAT_ENGINE_TEXTS } from '../i18n/index.ts';
import { interpolate } from '../i18n/interpolate.ts';
import {
  englishProcedureName,
  indefiniteArticle,
  SPANISH_PROCEDURE_NAMES,
} from '../procedure-names.ts';
import type { Procedure } from '../procedures.ts';
import {
  KNOWLEDGE_TOPICS,
  type KnowledgeTopic,
  PROCEDURE_KNOWLEDGE,
} from './procedure-knowledge.ts';

/** Entries about the product and the clinic rather than one procedure. */
export const GENERAL_TOPICS = ['simulation', 'simulationLimits', 'consultation'] as const;
export type GeneralTopic = (typeof GENERAL_TOPICS)[number];
export type KbTopic = KnowledgeTopic | GeneralTopic;

/** One answerable entry of the chat's knowledge base, in one language. */
export interface KbEntry {
  readonly id: string;
  readonly topic: KbTopic;
  readonly procedure: Procedure | null;
  /** The question this entry answers, as a visitor would ask it (also a follow-up). */
  readonly question: string;
  readonly answer: string;
}

/** Procedures English names without an article ('liposuction', 'Botox injections'). */
const UNCOUNTED: ReadonlySet<Procedure> = new Set([
  'LIPOSUCTION',
  'ABDOMEN_LIPOSUCTION',
  'THIGH_LIPOSUCTION',
  'ARMS_LIPOSUCTION',
  'CHIN_LIPOSUCTION',
  'BOTOX_INJECTIONS',
  'LIP_FILLER',
  'DERMAL_FILLERS',
  'LASER_TREATMENTS',
  'LASER_HAIR_REMOVAL',
  'MICRODERMABRASION',
  'RECONSTRUCTIVE_SURGERY',
  'HAND_SURGERY',
  'CHIN_SURGERY',
  'BURN_REPAIR',
  'SCAR_REVISION',
  'BREAST_AUGMENTATION',
  'BREAST_REDUCTION',
  'BUTTOCK_AUGMENTATION',
  'CHEEK_AUGMENTATION',
  'HAIR_TRANSPLANTATION',
]);

/** 'a tummy tuck', 'a BBL', 'liposuction', 'una abdominoplastia': a procedure inside a sentence. */
export function procedurePhrase(procedure: Procedure, language: Language): string {
  const article = indefiniteArticle(procedure, language);
  if (language === 'es') {
    const name = SPANISH_PROCEDURE_NAMES[procedure][0];
    return `${article} ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  }
  const name = englishProcedureName(procedure)
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
  return UNCOUNTED.has(procedure) ? name : `${article} ${name}`;
}

export const kbQuestion = (
  topic: KbTopic,
  procedure: Procedure | null,
  language: Language,
): string =>
  interpolate(CHAT_ENGINE_TEXTS[language].questions[topic], {
    procedure: procedure ? procedurePhrase(procedure, language) : '',
  });

/** The built-in knowledge base in one language: every procedure topic, then the general ones. */
export function knowledgeBase(language: Language): KbEntry[] {
  const texts = CHAT_ENGINE_TEXTS[language];
  const procedureEntries = Object.entries(PROCEDURE_KNOWLEDGE).flatMap(([procedure, byLanguage]) =>
    KNOWLEDGE_TOPICS.map((topic) => ({
      id: `${procedure}:${topic}`,
      topic,
      procedure: procedure as Procedure,
      question: kbQuestion(topic, procedure as Procedure, language),
      answer: byLanguage[language][topic],
    })),
  );
  const general = GENERAL_TOPICS.map((topic) => ({
    id: `general:${topic}`,
    topic,
    procedure: null,
    question: kbQuestion(topic, null, language),
    answer: texts[topic],
  }));
  return [...procedureEntries, ...general];
}
