import { LEAD_LIMITS, SESSION_LIMITS } from './constants.ts';

/**
 * Promises the widget makes a patient that a person at the clinic must keep. Today one:
 * the capture flow tells a face-procedure patient their visualization will be emailed
 * within 12 hours (docs/product/scan-flow.md).
 */
export const PROMISE_KINDS = ['visualization_email'] as const;
export type PromiseKind = (typeof PROMISE_KINDS)[number];

/**
 * The dashboard's tasks, each listed with its deadline until staff mark it done: the
 * promises, and a patient with a lead who wrote something urgent in a chat (a crisis,
 * an emergency: docs/product/chat-safety.md), due at once.
 */
export const FOLLOW_UP_KINDS = [...PROMISE_KINDS, 'urgent_chat'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;

/** How long the clinic has to keep each promise, as the widget states it. */
export const FOLLOW_UP_DUE_MS: Readonly<Record<FollowUpKind, number>> = {
  visualization_email: SESSION_LIMITS.visualizationEmailHours * HOUR_MS,
  urgent_chat: 0,
};

export const FOLLOW_UP_STATUSES = ['open', 'done'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/**
 * The contact a follow-up keeps, as the integration's query gave it; longer values are
 * cut to these lengths rather than lose the task.
 */
export const FOLLOW_UP_CONTACT_MAX_LENGTH = {
  name: 200,
  email: LEAD_LIMITS.emailMaxLength,
  phone: 32,
} as const;

/** The query's contact cut to those lengths (a missing one stays missing). */
export function followUpContact(query: {
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}): { name?: string; email?: string; phone?: string } {
  const contact: { name?: string; email?: string; phone?: string } = {};
  for (const field of ['name', 'email', 'phone'] as const) {
    const value = query[field]?.trim();
    if (value) contact[field] = value.slice(0, FOLLOW_UP_CONTACT_MAX_LENGTH[field]);
  }
  return contact;
}
