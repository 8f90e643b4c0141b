import type { ChatHistoryEntry } from '@afterlook/api';
import type { Language, Procedure } from '@afterlook/domain';

/** A question-and-answer pair a clinic adds to its assistant (settings: chat_faq). */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
  /** The language it is written in; absent: offered in both. */
  readonly lang?: Language;
}

/** What the chat engines know of the clinic whose widget is asking. */
export interface ChatClinic {
  readonly id: string;
  readonly name: string;
  readonly procedures: readonly Procedure[];
  readonly faq: readonly FaqEntry[];
  /** Changes whenever the clinic's settings do (caches key on it). */
  readonly updatedAt: string;
}

/** One visitor message with what came before it. */
export interface ChatTurn {
  readonly clinic: ChatClinic;
  /** The session's language; the engine answers in the message's own language. */
  readonly language: Language;
  readonly content: string;
  /** The last entries only (CHAT_LIMITS.historyEntries). */
  readonly history: readonly ChatHistoryEntry[];
  /** A signed URL of the patient's image, when one is attached. */
  readonly imageUrl: string | null;
}

export interface ChatReply {
  /** Plain text (sanitized Markdown at most): the widget renders it as text. */
  readonly response: string;
  /** Related follow-up questions, best first. */
  readonly questions: readonly string[];
}

/**
 * The ChatEngine port (docs/architecture.md): answers a visitor's message for a
 * clinic. Adapters: `kb` (offline knowledge base, the default) and `openai` (any
 * OpenAI-compatible chat-completions endpoint, falling back to `kb`).
 */
export interface ChatEngine {
  reply(turn: ChatTurn): Promise<ChatReply>;
}
