/** A webhook delivery's job: one try per attempt, retried with backoff by the queue. */
export const WEBHOOK_JOB_KIND = 'webhook';

/** Tries of a delivery: with a 30 s first retry, the last one comes about 2 hours later. */
export const WEBHOOK_MAX_ATTEMPTS = 8;

export interface WebhookJobInput {
  readonly deliveryId: string;
}

/** The events a clinic's webhook hears. */
export const WEBHOOK_EVENTS = ['lead.created', 'lead.status_changed', 'webhook.test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
