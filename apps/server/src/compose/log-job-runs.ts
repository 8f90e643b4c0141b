import type { JobHandler } from '../ports/job-queue.ts';

export interface JobRunLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The same handlers, each run logged with its job id, kind and attempt: who ran what,
 * how it ended and how long it took, across the API processes and the workers. Job
 * inputs are never logged (they name images and clinics, nothing more, but stay out).
 */
export function logJobRuns(
  handlers: Readonly<Record<string, JobHandler>>,
  log: JobRunLog,
): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]): [string, JobHandler] => [
      kind,
      async (job, signal) => {
        const started = Date.now();
        // reqId as in the API's request logs: one search finds a call and the work it caused.
        const run = {
          jobId: job.id,
          kind,
          attempt: job.attempts,
          reqId: job.requestId ?? undefined,
        };
        log.info(run, 'job started');
        try {
          const outcome = await handler(job, signal);
          log.info(
            { ...run, outcome: outcome.ok ? 'done' : 'failed', ms: Date.now() - started },
            'job finished',
          );
          return outcome;
        } catch (error) {
          log.warn({ ...run, err: error, ms: Date.now() - started }, 'job crashed');
          throw error;
        }
      },
    ]),
  );
}
