import type { JobRunOptions } from '../adapters/jobs/job-run-options.ts';
import type { Metrics } from '../adapters/metrics/create-metrics.ts';
import { timeJobHandlers } from '../adapters/metrics/time-job-handlers.ts';
import { postToWebhook } from '../adapters/outbound-http/post-to-webhook.ts';
import { createImageAnalysisJobHandler } from '../features/images/create-image-analysis-job-handler.ts';
import { IMAGE_ANALYSIS_JOB_KIND } from '../features/images/image-analysis-job.ts';
import { createTransformJobHandler } from '../features/transforms/create-transform-job-handler.ts';
import { TRANSFORM_JOB_KIND } from '../features/transforms/transform-job.ts';
import { createWebhookJobHandler } from '../features/webhooks/create-webhook-job-handler.ts';
import { WEBHOOK_JOB_KIND } from '../features/webhooks/webhook-job.ts';
import type { Ports } from '../ports.ts';
import type { Config } from './config/load-config.ts';
import { type JobRunLog, logJobRuns } from './log-job-runs.ts';

/** A clinic's webhook answers within this or the try counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Deliveries in flight at once, in their own lane beside the image work. */
const WEBHOOK_CONCURRENCY = 4;

export type JobHandlerPorts = Pick<
  Ports,
  'db' | 'clock' | 'blobs' | 'cipher' | 'engine' | 'samples' | 'jobs'
>;

/**
 * What each job kind does and how it runs: transforms and photo analyses on the image
 * workers, webhook
 * deliveries in their own lane with their own first retry (doubling each time). The
 * same for the embedded server and for `npm run worker`, whichever queue carries them.
 */
export function createJobHandlers(
  ports: JobHandlerPorts,
  config: Pick<Config, 'webhookAllowPrivate' | 'webhookRetryBaseMs'>,
  observe: { readonly jobDuration?: Metrics['jobDuration']; readonly log?: JobRunLog } = {},
): Pick<JobRunOptions, 'handlers' | 'lanes' | 'retryBaseMs'> {
  const { db, clock, blobs, cipher, engine, samples } = ports;
  const handlers = {
    [TRANSFORM_JOB_KIND]: createTransformJobHandler({ db, clock, blobs, engine, samples }),
    [IMAGE_ANALYSIS_JOB_KIND]: createImageAnalysisJobHandler({ db, clock, blobs, engine }),
    [WEBHOOK_JOB_KIND]: createWebhookJobHandler(
      {
        db,
        clock,
        blobs,
        cipher,
        // Read when a delivery runs: the queue is built from these very handlers.
        get jobs() {
          return ports.jobs;
        },
      },
      (url, body, headers) =>
        postToWebhook(url, body, headers, {
          allowPrivate: config.webhookAllowPrivate,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
        }),
    ),
  };
  const timed = observe.jobDuration ? timeJobHandlers(handlers, observe.jobDuration) : handlers;
  return {
    handlers: observe.log ? logJobRuns(timed, observe.log) : timed,
    lanes: { [WEBHOOK_JOB_KIND]: WEBHOOK_CONCURRENCY },
    retryBaseMs: { [WEBHOOK_JOB_KIND]: config.webhookRetryBaseMs },
  };
}
