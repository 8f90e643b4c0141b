import type { JobStatus } from './db-schema.ts';

export interface JobRecord {
  readonly id: string;
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly clinicId: string | null;
  readonly input: unknown;
  /** The request that asked for the job (its `reqId`), so the worker's logs join the API's. */
  readonly requestId: string | null;
  readonly status: JobStatus;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly result: unknown;
  readonly reason: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

export interface NewJob {
  /** Same key → same job: the request is idempotent (unique in the database). */
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly clinicId: string | null;
  readonly input: unknown;
  readonly maxAttempts?: number;
  /** Set from the request being handled when not given (createJobQueue). */
  readonly requestId?: string | null;
}

/**
 * What a handler answers: a result, or a permanent failure with a stable reason
 * (e.g. the photo shows no person). A handler that throws has crashed: the job is
 * retried until its attempts run out.
 */
export type JobOutcome =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly reason: string };

export type JobHandler = (job: JobRecord, signal: AbortSignal) => Promise<JobOutcome>;

/** Reason of a job whose every attempt crashed. */
export const JOB_CRASHED_REASON = 'processing_failed';

/**
 * Durable background work (docs/architecture.md: local | bullmq). Jobs survive restarts;
 * a job whose runner died is taken over once its lease expires. A free slot takes first
 * tries before retries (each oldest first): under a backlog, a job that keeps failing
 * never holds up new ones (a new lead's webhook goes out before old deliveries' retries).
 */
export interface JobQueue {
  enqueue(job: NewJob): Promise<{ readonly job: JobRecord; readonly created: boolean }>;
  get(id: string): Promise<JobRecord | null>;
  /** The job once it has ended, or as it is when `timeoutMs` passes. */
  waitFor(id: string, timeoutMs: number, signal?: AbortSignal): Promise<JobRecord | null>;
  /**
   * Removes a clinic's jobs and their records for good (a patient's data is erased):
   * one running here is aborted, and a later identical request makes a new job.
   */
  forget(clinicId: string, ids: readonly string[]): Promise<void>;
  /**
   * The clinic's dead letters, newest first: jobs whose every attempt crashed (reason
   * JOB_CRASHED_REASON). Asked for again, such a job is tried afresh.
   */
  deadLetters(clinicId: string, limit: number): Promise<readonly JobRecord[]>;
  /** Jobs waiting to run, per kind (metrics; a rejection means the queue is unreachable). */
  depth(): Promise<Readonly<Record<string, number>>>;
  /** Starts running jobs (an adapter that only enqueues here starts nothing). */
  start(): void;
  /** Stops taking jobs, lets running ones finish for a moment, hands the rest back. */
  stop(): Promise<void>;
}

export const isEnded = (job: JobRecord): boolean =>
  job.status === 'done' || job.status === 'failed';
