import type { Metrics } from '../adapters/metrics/create-metrics.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Config } from './config/load-config.ts';
import { createJobHandlers, type JobHandlerPorts } from './create-job-handlers.ts';
import { createJobQueue } from './create-job-queue.ts';

/** A pino logger, or anything that logs the same way. */
interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HandledJobQueueOptions {
  readonly log: JobLog;
  readonly jobDuration?: Metrics['jobDuration'];
  /** Jobs run at once: one per image thread. */
  readonly concurrency: number;
  /** bullmq: this process runs the jobs (`npm run worker`); see createJobQueue. */
  readonly consume?: boolean;
}

/**
 * The job queue the configuration selects, running every job kind's handlers on these
 * ports, timed and logged: one wiring for the embedded server and `npm run worker`.
 */
export function createHandledJobQueue(
  config: Config,
  ports: JobHandlerPorts,
  options: HandledJobQueueOptions,
): Promise<JobQueue> {
  const { log } = options;
  return createJobQueue(config, {
    db: ports.db,
    clock: ports.clock,
    ...createJobHandlers(ports, config, { log, jobDuration: options.jobDuration }),
    concurrency: options.concurrency,
    ...(options.consume === undefined ? {} : { consume: options.consume }),
    log: {
      warn: (details, message) => log.warn(details, message),
      error: (details, message) => log.error(details, message),
    },
  });
}
