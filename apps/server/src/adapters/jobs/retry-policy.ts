import type { JobRunOptions } from './job-run-options.ts';

/** First retry delay of a crashed job unless its kind says otherwise. */
export const RETRY_BASE_MS = 500;
/** Attempts of a job that names none. */
export const DEFAULT_MAX_ATTEMPTS = 3;

/** A kind's first retry delay (doubling with each crash after): its own, or RETRY_BASE_MS. */
export const firstRetryMs = (options: Pick<JobRunOptions, 'retryBaseMs'>, kind: string): number =>
  options.retryBaseMs?.[kind] ?? RETRY_BASE_MS;

/** The attempts a job gets: its own number, else the queue's default, else DEFAULT_MAX_ATTEMPTS. */
export const maxAttemptsOf = (
  options: Pick<JobRunOptions, 'defaultMaxAttempts'>,
  job: { readonly maxAttempts?: number | undefined } = {},
): number => job.maxAttempts ?? options.defaultMaxAttempts ?? DEFAULT_MAX_ATTEMPTS;
