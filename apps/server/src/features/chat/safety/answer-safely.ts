import type { ChatHistoryEntry } from '@afterlook/api';
import {
  CHAT_SAFETY_TEXTS,
  emergencyWording,
  interpolate,
  type Language,
  type SafetyCategory,
} from '@afterlook/domain';
import type { ChatClinic } from '../../../ports/chat-engine.ts';
import type { Ports } from '../../../ports.ts';
import { flagUrgentChat } from '../../follow-ups/flag-urgent-chat.ts';
import type { VerifiedSession } from '../../sessions/verify-session.ts';
import { replyLanguage } from '../language/reply-language.ts';
import { triageSafety } from './triage-safety.ts';

export interface SafetyAnswer {
  readonly category: SafetyCategory;
  /** What to call now, then the surgeon or doctor; no procedure facts, no pitch. */
  readonly response: string;
}

/** The safety answer of a category in a language, with the clinic country's numbers. */
export const safetyResponse = (
  category: SafetyCategory,
  language: Language,
  country: string,
): string =>
  interpolate(CHAT_SAFETY_TEXTS[language][category], { ...emergencyWording(country, language) });

/**
 * Both chat routes ask this first (docs/product/chat-safety.md): a message that needs
 * help gets the safety answer in the visitor's language, and no engine, model or flow
 * sees it; where the chat already belongs to a lead, the clinic gets an urgent task.
 * Null: an ordinary message, for the engines.
 */
export async function answerSafely(
  deps: Pick<Ports, 'db' | 'clock' | 'cipher' | 'jobs' | 'mailer'>,
  session: VerifiedSession,
  clinic: Pick<ChatClinic, 'country'>,
  message: { readonly content: string; readonly history: readonly ChatHistoryEntry[] },
): Promise<SafetyAnswer | null> {
  const category = triageSafety(message.content, message.history);
  if (!category) return null;
  await flagUrgentChat(deps, session, category);
  const language = replyLanguage(message.content, session.lang);
  return { category, response: safetyResponse(category, language, clinic.country) };
}
