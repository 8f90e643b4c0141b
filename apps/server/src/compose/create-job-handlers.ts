import type { JobRunOptions } from '../adapters/jobs/job-run-options.ts';
import type { Metrics } from '../adapters/metrics/create-metrics.ts';
import { timeJobHandlers } from '../adapters/metrics/time-job-handlers.ts';
import { createGuardedPost } from '../adapters/outbound-http/guarded-post.ts';
import { createImageAnalysisJobHandler } from '../features/images/create-image-analysis-job-handler.ts';
import { IMAGE_ANALYSIS_JOB_KIND } from '../features/images/image-analysis-job.ts';
import { createStaffAlertJobHandler } from '../features/staff-alerts/create-staff-alert-job-handler.ts';
import {
  STAFF_ALERT_JOB_KIND,
  STAFF_ALERT_RETRY_BASE_MS,
} from '../features/staff-alerts/staff-alert-job.ts';
import { watchWebhookDeliveries } from '../features/staff-alerts/watch-webhook-deliveries.ts';
import { createTransformJobHandler } from '../features/transforms/create-transform-job-handler.ts';
import { TRANSFORM_JOB_KIND } from '../features/transforms/transform-job.ts';
import { createWebhookJobHandler } from '../features/webhooks/create-webhook-job-handler.ts';
import { WEBHOOK_JOB_KIND } from '../features/webhooks/webhook-job.ts';
import type { Ports } from '../ports.ts';
import type { Config } from './config/load-config.ts';
import { type JobRunLog, logJobRuns } from './log-job-runs.ts';
import { serverPublicUrl } from './server-address.ts';

/** A try of a delivery has its whole answer within this, or it counts as failed. */
const WEBHOOK_DEADLINE_MS = 10_000;
/** The longest answer read from a receiver (only its status is kept). */
const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;
/** Deliveries in flight at once, in their own lane beside the image work. */
const WEBHOOK_CONCURRENCY = 8;
/**
 * Deliveries of one clinic in flight at once (per process): a slow receiver holds one
 * slot of the lane at most, never the other clinics' turns.
 */
const WEBHOOK_PER_CLINIC = 1;

/**
 * What the handlers work with: never the job queue. What a handler starts next it stages
 * in the job outbox, and the queue that ran it moves it (compose/create-job-queue.ts).
 */
export type JobHandlerPorts = Pick<
  Ports,
  'db' | 'clock' | 'blobs' | 'cipher' | 'engine' | 'samples' | 'mailer'
>;

/** Alert emails in flight at once, in their own lane (an SMTP server answers in moments). */
const STAFF_ALERT_CONCURRENCY = 2;

/**
 * What each job kind does and how it runs: transforms and photo analyses on the image
 * workers, webhook deliveries and staff alert emails each in their own lane with their
 * own first retry (doubling each time). The
 * same for the embedded server and for `npm run worker`, whichever queue carries them.
 */
export function createJobHandlers(
  ports: JobHandlerPorts,
  config: Pick<
    Config,
    'webhookAllowPrivate' | 'webhookRetryBaseMs' | 'publicUrl' | 'dataDir' | 'port'
  >,
  observe: { readonly jobDuration?: Metrics['jobDuration']; readonly log?: JobRunLog } = {},
): Pick<JobRunOptions, 'handlers' | 'lanes' | 'perClinic' | 'retryBaseMs'> {
  const { db, clock, blobs, cipher, engine, samples, mailer } = ports;
  const postToWebhook = createGuardedPost({
    allowPrivate: config.webhookAllowPrivate,
    deadlineMs: WEBHOOK_DEADLINE_MS,
    maxAnswerBytes: WEBHOOK_ANSWER_MAX_BYTES,
    userAgent: 'AfterLook-Webhook/1',
  });
  const handlers = {
    [TRANSFORM_JOB_KIND]: createTransformJobHandler({ db, clock, blobs, engine, samples }),
    [IMAGE_ANALYSIS_JOB_KIND]: createImageAnalysisJobHandler({ db, clock, blobs, engine }),
    [WEBHOOK_JOB_KIND]: createWebhookJobHandler(
      { db, clock, blobs, cipher },
      postToWebhook,
      () => serverPublicUrl(config),
      // Deliveries that keep failing open an incident: owners are emailed once.
      watchWebhookDeliveries({ db, clock, mailer }),
    ),
    [STAFF_ALERT_JOB_KIND]: createStaffAlertJobHandler({ db, cipher, mailer }, () =>
      serverPublicUrl(config),
    ),
  };
  const timed = observe.jobDuration ? timeJobHandlers(handlers, observe.jobDuration) : handlers;
  return {
    handlers: observe.log ? logJobRuns(timed, observe.log) : timed,
    lanes: {
      [WEBHOOK_JOB_KIND]: WEBHOOK_CONCURRENCY,
      [STAFF_ALERT_JOB_KIND]: STAFF_ALERT_CONCURRENCY,
    },
    perClinic: { [WEBHOOK_JOB_KIND]: WEBHOOK_PER_CLINIC },
    retryBaseMs: {
      [WEBHOOK_JOB_KIND]: config.webhookRetryBaseMs,
      [STAFF_ALERT_JOB_KIND]: STAFF_ALERT_RETRY_BASE_MS,
    },
  };
}
