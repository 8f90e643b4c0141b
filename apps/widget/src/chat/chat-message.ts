import type { ChatHistoryEntry, ChatSource } from '@afterlook/api';
import { CHAT_LIMITS, type ChatSender } from '@afterlook/domain';

/**
 * One message of a chat (docs/product/entities.md 'Chat message'): who sent it, its text and the
 * image the patient attached. `typed` marks a bot reply that appears with the typing
 * effect (a reply that arrived in this visit; a scripted message may skip it).
 */
export interface ChatMessage {
  readonly id: string;
  readonly sender: ChatSender;
  readonly content: string;
  readonly imageUrl: string | null;
  readonly typed: boolean;
  /** The page behind a reply's medical facts, shown under it. */
  readonly source: ChatSource | null;
}

let nextId = 0;

/** A message with a fresh id (unique within the page, stable as a React key). */
export function chatMessage(
  sender: ChatSender,
  content: string,
  options: {
    readonly imageUrl?: string | null;
    readonly typed?: boolean;
    readonly source?: ChatSource | null;
  } = {},
): ChatMessage {
  nextId += 1;
  return {
    id: `m${nextId}`,
    sender,
    content,
    imageUrl: options.imageUrl ?? null,
    typed: options.typed ?? sender === 'bot',
    source: options.source ?? null,
  };
}

/**
 * The chat history the API takes (docs/product/entities.md, limits.md): each patient message with the bot
 * reply that followed it, only the last CHAT_LIMITS.historyEntries entries. System
 * messages and a patient message still waiting for its reply are not history.
 */
export function chatHistory(messages: readonly ChatMessage[]): ChatHistoryEntry[] {
  const entries: ChatHistoryEntry[] = [];
  let prompt: string | null = null;
  for (const message of messages) {
    if (message.sender === 'user') prompt = message.content;
    else if (message.sender === 'bot' && prompt !== null) {
      entries.push({ prompt, response: message.content });
      prompt = null;
    }
  }
  return entries.slice(-CHAT_LIMITS.historyEntries);
}

/** How many messages the patient has sent ('Schedule a Consultation' comes after more than 1). */
export const sentCount = (messages: readonly ChatMessage[]): number =>
  messages.filter((message) => message.sender === 'user').length;
