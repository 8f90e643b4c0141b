import type { JobHandler } from '../../ports/job-queue.ts';

/** How a JobQueue runs jobs, whichever adapter it is (local or bullmq). */
export interface JobRunOptions {
  /** The kinds this process runs, and how. */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /** Jobs run at once in this process (the worker pool's size). */
  readonly concurrency: number;
  /** A running job is ours this long unless renewed; then another runner may take it over. */
  readonly leaseMs: number;
  readonly defaultMaxAttempts?: number;
  /**
   * Kinds that run in their own lane, this many at once, beside `concurrency` (shared by
   * the other kinds): a slow webhook receiver never holds up a patient's transform.
   */
  readonly lanes?: Readonly<Record<string, number>>;
  /**
   * Kinds whose jobs run at most this many at once per clinic in this process: a job
   * over its clinic's cap waits (the local queue skips it, BullMQ puts it back for a
   * moment) while other clinics' jobs run, so one clinic's slow work never fills a lane.
   */
  readonly perClinic?: Readonly<Record<string, number>>;
  /** First retry delay per job kind (doubling each time); default RETRY_BASE_MS (retry-policy.ts). */
  readonly retryBaseMs?: Readonly<Record<string, number>>;
  /** How long stop() lets running jobs finish before handing them back. */
  readonly drainMs?: number;
  readonly log?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** How long a job over its clinic's cap waits before BullMQ offers it again. */
export const OVER_CAP_WAIT_MS = 250;
/** How long stop() waits for running jobs by default. */
export const DEFAULT_DRAIN_MS = 5000;

/**
 * How often a runner renews or checks the jobs it holds: a third of the lease (so a
 * renewal lands before it runs out), and no more often than every 250 ms.
 */
export const leaseCheckMs = (leaseMs: number): number => Math.max(250, Math.floor(leaseMs / 3));
