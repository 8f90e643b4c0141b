import type { DeadLetter } from '@afterlook/api';
import type { Ports } from '../../ports.ts';
import { IMAGE_ANALYSIS_JOB_KIND } from '../images/image-analysis-job.ts';
import { TRANSFORM_JOB_KIND } from '../transforms/transform-job.ts';
import { WEBHOOK_JOB_KIND } from '../webhooks/webhook-job.ts';

/** The most a list holds: the newest dead letters, enough to see what is wrong. */
const DEAD_LETTER_LIMIT = 100;

const KINDS = new Set<string>([TRANSFORM_JOB_KIND, IMAGE_ANALYSIS_JOB_KIND, WEBHOOK_JOB_KIND]);
const isKnownKind = (kind: string): kind is DeadLetter['kind'] => KINDS.has(kind);

/**
 * The clinic's dead letters (jobs whose every attempt crashed), from the job queue's
 * port, so both adapters answer alike. Only ids, kinds and times: no job's input
 * (a patient's image, a lead) leaves here.
 */
export async function listDeadLetters(
  deps: Pick<Ports, 'jobs'>,
  clinicId: string,
): Promise<DeadLetter[]> {
  const jobs = await deps.jobs.deadLetters(clinicId, DEAD_LETTER_LIMIT);
  return jobs.flatMap((job) => {
    if (!isKnownKind(job.kind)) return [];
    const input = job.input as { deliveryId?: unknown } | null;
    return [
      {
        job_id: job.id,
        kind: job.kind,
        attempts: job.attempts,
        created_at: job.createdAt,
        failed_at: job.finishedAt,
        webhook_delivery_id:
          job.kind === WEBHOOK_JOB_KIND && typeof input?.deliveryId === 'string'
            ? input.deliveryId
            : null,
      },
    ];
  });
}
