import { createBullmqJobQueue } from '../adapters/jobs/create-bullmq-job-queue.ts';
import {
  createLocalJobQueue,
  type LocalJobQueueOptions,
} from '../adapters/jobs/create-local-job-queue.ts';
import { currentRequestId } from '../http/logging/request-context.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Config } from './config/load-config.ts';

export type JobQueueOptions = Omit<LocalJobQueueOptions, 'leaseMs'> & {
  /**
   * bullmq: run the handlers in this process (`npm run worker`); an API process leaves
   * it unset and only enqueues. The local queue always runs its handlers.
   */
  readonly consume?: boolean;
};

/**
 * The JobQueue the configuration selects: JOB_QUEUE=bullmq (with REDIS_URL) puts jobs
 * in Redis for `npm run worker` processes; the default keeps them in the database, run
 * by this process.
 */
export function createJobQueue(
  config: Pick<Config, 'jobLeaseMs'> &
    Partial<Pick<Config, 'jobQueue' | 'redisUrl' | 'redisPrefix'>>,
  options: JobQueueOptions,
): JobQueue {
  const queue =
    config.jobQueue === 'bullmq' && config.redisUrl
      ? createBullmqJobQueue({
          ...options,
          leaseMs: config.jobLeaseMs,
          redisUrl: config.redisUrl,
          prefix: config.redisPrefix ?? '',
          consume: options.consume ?? false,
        })
      : createLocalJobQueue({ ...options, leaseMs: config.jobLeaseMs });
  return {
    ...queue,
    enqueue: (job) => queue.enqueue({ ...job, requestId: job.requestId ?? currentRequestId() }),
  };
}
