import type { DoctorChatRequest } from '@afterlook/api';
import { CHAT_LIMITS } from '@afterlook/domain';
import { type ChatMessage, chatHistory } from './chat-message.ts';

/**
 * The body of the doctor chat's call (docs/product/api.md#chat-and-leads, limits.md): the patient's text, temperature
 * 0.5, max_tokens 500, the last 2 history entries of the conversation before it and the
 * attached image's address (or null).
 */
export function doctorChatRequest(
  content: string,
  earlier: readonly ChatMessage[],
  imageUrl: string | null,
): DoctorChatRequest {
  return {
    content,
    temperature: CHAT_LIMITS.temperature,
    max_tokens: CHAT_LIMITS.maxTokens,
    history: chatHistory(earlier),
    image_url: imageUrl,
  };
}
