import type { JobHandler } from '../../ports/job-queue.ts';
import type { Metrics } from './create-metrics.ts';

/** The same handlers, each run timed into `afterlook_job_duration_seconds`. */
export function timeJobHandlers(
  handlers: Readonly<Record<string, JobHandler>>,
  jobDuration: Metrics['jobDuration'],
): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]): [string, JobHandler] => [
      kind,
      async (job, signal) => {
        const stop = jobDuration.startTimer({ kind });
        try {
          const outcome = await handler(job, signal);
          stop({ outcome: outcome.ok ? 'done' : 'failed' });
          return outcome;
        } catch (error) {
          stop({ outcome: 'crashed' });
          throw error;
        }
      },
    ]),
  );
}
