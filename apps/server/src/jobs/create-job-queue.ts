import type { Config } from '../config/load-config.ts';
import { createLocalJobQueue, type LocalJobQueueOptions } from './create-local-job-queue.ts';
import type { JobQueue } from './job-queue.ts';

export type JobQueueOptions = Omit<LocalJobQueueOptions, 'leaseMs'>;

/**
 * The JobQueue the configuration selects. Today the embedded one: durable jobs in the
 * database, run by this process. A BullMQ adapter (REDIS_URL) plugs in here.
 */
export function createJobQueue(
  config: Pick<Config, 'jobLeaseMs'>,
  options: JobQueueOptions,
): JobQueue {
  return createLocalJobQueue({ ...options, leaseMs: config.jobLeaseMs });
}
