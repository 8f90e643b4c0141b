/** A webhook delivery's job: one try per attempt, retried with backoff by the queue. */
export const WEBHOOK_JOB_KIND = 'webhook';

/** Tries of a delivery: with a 30 s first retry, the last one comes about 64 minutes later. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

export interface WebhookJobInput {
  readonly deliveryId: string;
}

/** The events a clinic's webhook hears (`lead.updated`: a returning patient's new visit). */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'lead.status_changed',
  'webhook.test',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The waits before each retry of a delivery, from the first retry's (WEBHOOK_RETRY_BASE_MS):
 * both job queues double it each time (job-run-options.ts).
 */
export const webhookRetrySchedule = (firstRetryMs: number): number[] =>
  Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, retry) => firstRetryMs * 2 ** retry);
