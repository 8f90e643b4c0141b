import type { ChatFaqEntry, ChatHistoryEntry, ChatServiceEntry } from '@afterlook/api';
import type { DoctorTopic, KbSource, Language, Procedure } from '@afterlook/domain';
import type { LlmEndpoint } from './llm-endpoint.ts';

/** What the chat engines know of the clinic whose widget is asking. */
export interface ChatClinic {
  readonly id: string;
  readonly name: string;
  readonly procedures: readonly Procedure[];
  /** Its own questions and answers (settings: chat_faq). */
  readonly faq: readonly ChatFaqEntry[];
  /** Its own services beyond the simulated procedures (settings: chat_services). */
  readonly services: readonly ChatServiceEntry[];
  /** Its own OpenAI-compatible endpoint, key opened; null: the server's, else kb. */
  readonly llm: LlmEndpoint | null;
  /** ISO 3166-1 alpha-2: the emergency numbers a patient in crisis is given. */
  readonly country: string;
  /** Changes whenever the clinic's settings do (caches key on it). */
  readonly updatedAt: string;
}

/** One visitor message with what came before it. */
export interface ChatTurn {
  readonly clinic: ChatClinic;
  /** The language to answer in: the message's own when clear, else the session's (features/chat/language). */
  readonly language: Language;
  readonly content: string;
  /** The last entries only (CHAT_LIMITS.historyEntries). */
  readonly history: readonly ChatHistoryEntry[];
  /**
   * A fact about the practice the message asks for and the clinic has not set
   * (features/chat/practice): the clinic's own FAQ answers it, else `answer` (the chat
   * says so and offers the coordinator).
   */
  readonly unsetFact?: { readonly answer: string };
  /** What the question asks, worked out before any engine sees it (features/chat/doctor). */
  readonly understood?: {
    readonly topic: DoctorTopic;
    readonly procedure: Procedure | null;
  };
}

export interface ChatReply {
  /** Plain text (sanitized Markdown at most): the widget renders it as text. */
  readonly response: string;
  /** Related follow-up questions, best first. */
  readonly questions: readonly string[];
  /** The public patient-information page behind a medical fact; null: none stated. */
  readonly source?: KbSource | null;
}

/**
 * The ChatEngine port (docs/architecture.md): answers a visitor's message for a
 * clinic. Adapters: `kb` (offline knowledge base, the default) and `openai` (any
 * OpenAI-compatible chat-completions endpoint, falling back to `kb`).
 */
export interface ChatEngine {
  reply(turn: ChatTurn): Promise<ChatReply>;
}
