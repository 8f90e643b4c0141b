import { z } from 'zod';
import { ProcedureSchema, UrlOrPath } from './common.ts';

/** The widget sends temperature 0.5 and max_tokens 500 (SPEC.md §9). */
export const CHAT_TEMPERATURE = 0.5;
export const CHAT_MAX_TOKENS = 500;
/** Only the last 2 history entries are sent. */
export const CHAT_HISTORY_SENT = 2;

export const ChatHistoryEntry = z.object({
  prompt: z.string().max(5000),
  response: z.string().max(20000),
});
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntry>;

const chatBase = {
  content: z.string().trim().min(1).max(5000),
  temperature: z.number().min(0).max(2),
  max_tokens: z.number().int().min(1).max(4000),
  history: z.array(ChatHistoryEntry).max(20),
};

/** POST {api}/openai/chat (doctor-persona chatbot). */
export const DoctorChatRequest = z.object({
  ...chatBase,
  image_url: UrlOrPath.nullable().optional(),
});
export type DoctorChatRequest = z.infer<typeof DoctorChatRequest>;

/**
 * questions: the first item is a string of quoted, comma-separated suggestions
 * (SPEC.md §3), e.g. `"What is downtime?", "Is it painful?"`.
 */
export const DoctorChatResponse = z.object({
  response: z.string(),
  questions: z.array(z.string()),
});
export type DoctorChatResponse = z.infer<typeof DoctorChatResponse>;

/** POST {api}/chat/plastic-surgery (tier-1 assistant). */
export const PlasticSurgeryChatRequest = z.object(chatBase);
export type PlasticSurgeryChatRequest = z.infer<typeof PlasticSurgeryChatRequest>;

export const PlasticSurgeryChatResponse = z.object({
  response: z.string(),
  should_collect_contact_info: z.boolean(),
  should_simulate: z.boolean(),
  procedure_to_simulate: ProcedureSchema.nullable(),
});
export type PlasticSurgeryChatResponse = z.infer<typeof PlasticSurgeryChatResponse>;
