import * as z from 'zod/mini';
import { ProcedureSchema, UrlOrPath } from './common.ts';

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
  procedure_to_simulate: z.nullable(ProcedureSchema),
});
export type PlasticSurgeryChatResponse = z.infer<typeof PlasticSurgeryChatResponse>;
