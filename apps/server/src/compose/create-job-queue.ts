import {
  createLocalJobQueue,
  type LocalJobQueueOptions,
} from '../adapters/jobs/create-local-job-queue.ts';
import { currentRequestId } from '../http/logging/request-context.ts';
import type { JobHandler, JobQueue } from '../ports/job-queue.ts';
import type { Config } from './config/load-config.ts';
import { runOutboxRelay } from './run-outbox-relay.ts';

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
 * by this process. Started, it also relays the job outbox (compose/run-outbox-relay.ts),
 * and moves it after each run of a handler, before the job ends: what a handler staged
 * (a delivery's incident email) is queued as if the handler had, so a handler needs no
 * queue of its own, least of all the one that runs it.
 */
export async function createJobQueue(
  config: Pick<Config, 'jobLeaseMs'> &
    Partial<Pick<Config, 'jobQueue' | 'redisUrl' | 'redisPrefix'>>,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const withFollowUps = Object.fromEntries(
    Object.entries(options.handlers).map(([kind, handler]): [string, JobHandler] => [
      kind,
      async (job, signal) => {
        try {
          return await handler(job, signal);
        } finally {
          await relay.runNow();
        }
      },
    ]),
  );
  const queue =
    config.jobQueue === 'bullmq' && config.redisUrl
      ? // BullMQ and its Redis client load only where JOB_QUEUE=bullmq.
        (await import('../adapters/jobs/create-bullmq-job-queue.ts')).createBullmqJobQueue({
          ...options,
          handlers: withFollowUps,
          leaseMs: config.jobLeaseMs,
          redisUrl: config.redisUrl,
          prefix: config.redisPrefix ?? '',
          consume: options.consume ?? false,
        })
      : createLocalJobQueue({ ...options, handlers: withFollowUps, leaseMs: config.jobLeaseMs });
  const jobs: JobQueue = {
    ...queue,
    enqueue: (job) => queue.enqueue({ ...job, requestId: job.requestId ?? currentRequestId() }),
    start() {
      queue.start();
      relay.start();
    },
    async stop() {
      await relay.stop();
      await queue.stop();
    },
  };
  // A started queue also moves the job outbox (jobs staged in a transaction) into itself.
  const relay = runOutboxRelay({
    db: options.db,
    jobs,
    ...(options.log ? { log: options.log } : {}),
  });
  return jobs;
}
