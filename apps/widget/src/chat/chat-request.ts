import type { DoctorChatRequest, PlasticSurgeryChatRequest } from '@afterlook/api';
import { CHAT_LIMITS } from '@afterlook/domain';
import { type ChatMessage, chatHistory } from './chat-message.ts';

/**
 * The body of a chat call (SPEC.md §7.3, §9): the patient's text, temperature 0.5,
 * max_tokens 500 and the last 2 history entries of the conversation before it.
 */
export function assistantChatRequest(
  content: string,
  earlier: readonly ChatMessage[],
): PlasticSurgeryChatRequest {
  return {
    content,
    temperature: CHAT_LIMITS.temperature,
    max_tokens: CHAT_LIMITS.maxTokens,
    history: chatHistory(earlier),
  };
}

/** The doctor chat's body: the same, with the attached image's address (or null). */
export function doctorChatRequest(
  content: string,
  earlier: readonly ChatMessage[],
  imageUrl: string | null,
): DoctorChatRequest {
  return { ...assistantChatRequest(content, earlier), image_url: imageUrl };
}
