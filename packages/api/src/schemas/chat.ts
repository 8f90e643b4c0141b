import { LANGUAGES, PRACTICE_FACT_MAX_LENGTH, SAFETY_CATEGORIES } from '@afterlook/domain';
import * as z from 'zod/mini';
import { multiline, ProcedureSchema, trimmed, UrlOrPath } from './common.ts';

export const ChatHistoryEntry = z.object({
  prompt: z.string().check(z.maxLength(5000)),
  response: z.string().check(z.maxLength(20000)),
});
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntry>;

const chatBase = {
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  temperature: z.number().check(z.gte(0), z.lte(2)),
  max_tokens: z.int().check(z.gte(1), z.lte(4000)),
  history: z.array(ChatHistoryEntry).check(z.maxLength(20)),
};

/** POST {api}/openai/chat (doctor-persona chatbot). */
export const DoctorChatRequest = z.object({
  ...chatBase,
  image_url: z.nullish(UrlOrPath),
});
export type DoctorChatRequest = z.infer<typeof DoctorChatRequest>;

/**
 * questions: the first item is a string of quoted, comma-separated suggestions
 * (docs/product/entities.md), e.g. `"What is downtime?", "Is it painful?"`.
 */
/** The public patient-information page behind an answer's medical facts. */
export const ChatSource = z.object({ publisher: z.string(), title: z.string(), url: z.string() });
export type ChatSource = z.infer<typeof ChatSource>;

export const DoctorChatResponse = z.object({
  response: z.string(),
  questions: z.array(z.string()),
  /** Our addition: the page that supports the answer, when it states medical facts. */
  source: z.optional(z.nullable(ChatSource)),
});
export type DoctorChatResponse = z.infer<typeof DoctorChatResponse>;

/** POST {api}/chat/plastic-surgery (tier-1 assistant). */
export const PlasticSurgeryChatRequest = z.object(chatBase);
export type PlasticSurgeryChatRequest = z.infer<typeof PlasticSurgeryChatRequest>;

export const PlasticSurgeryChatResponse = z.object({
  response: z.string(),
  should_collect_contact_info: z.boolean(),
  should_simulate: z.boolean(),
  procedure_to_simulate: z.nullable(ProcedureSchema),
  /**
   * Our addition: set when the answer is the safety answer to a crisis
   * (docs/product/chat-safety.md): the widget then offers no simulation or pitch after it.
   */
  safety_category: z.optional(z.nullable(z.enum(SAFETY_CATEGORIES))),
  /** Our addition: the page that supports the answer, when it states medical facts. */
  source: z.optional(z.nullable(ChatSource)),
});
export type PlasticSurgeryChatResponse = z.infer<typeof PlasticSurgeryChatResponse>;

/** One of a clinic's own questions and answers for its chat assistant (its settings). */
export const ChatFaqEntry = z.object({
  question: trimmed(500).check(z.minLength(3)),
  answer: multiline(1, 4000),
  /** The language it is written in; absent: offered in both. */
  lang: z.optional(z.enum(LANGUAGES)),
});
export type ChatFaqEntry = z.infer<typeof ChatFaqEntry>;

/** A service the clinic offers (simulated or not) that its assistant tells visitors about. */
export const ChatServiceEntry = z.object({
  name: trimmed(120).check(z.minLength(2)),
  description: multiline(1, 2000),
  /** The language it is written in; absent: offered in both. */
  lang: z.optional(z.enum(LANGUAGES)),
});
export type ChatServiceEntry = z.infer<typeof ChatServiceEntry>;

export const ChatServices = z.array(ChatServiceEntry).check(z.maxLength(100));

const practiceFact = z.optional(multiline(1, PRACTICE_FACT_MAX_LENGTH));

/** The practice's own facts the chats answer from; an absent one is not set (domain PRACTICE_FACTS). */
export const PracticeFacts = z.object({
  address: practiceFact,
  phone: practiceFact,
  hours: practiceFact,
  surgeons: practiceFact,
  consultation_fee: practiceFact,
  financing: practiceFact,
});
export type PracticeFacts = z.infer<typeof PracticeFacts>;

/** The assistant's name as the widget shows it ('Ask Dr. Rivera anything'). */
export const ChatPersonaName = z.nullable(trimmed(60).check(z.minLength(2)));

/** A clinic's whole FAQ, as `npm run clinic -- update --faq-file` reads it. */
export const ChatFaq = z.array(ChatFaqEntry).check(z.maxLength(200));
