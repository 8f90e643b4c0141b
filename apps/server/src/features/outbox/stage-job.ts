import type { Transaction } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';
import type { NewJob } from '../../ports/job-queue.ts';

/**
 * Writes a job into the outbox within the caller's transaction: it reaches the queue if
 * and only if what asked for it commits (relayOutbox moves it after commit, or the relay
 * of any process does on its next poll or start). Answers the job's idempotency key, the
 * outbox row's key; staging one twice keeps one row.
 */
export async function stageJob(
  trx: Transaction<Database>,
  at: string,
  job: NewJob,
): Promise<string> {
  await trx
    .insertInto('job_outbox')
    .values({
      idempotency_key: job.idempotencyKey,
      kind: job.kind,
      clinic_id: job.clinicId,
      input: JSON.stringify(job.input),
      max_attempts: job.maxAttempts ?? null,
      created_at: at,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
  return job.idempotencyKey;
}
