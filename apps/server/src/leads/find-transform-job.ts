import type { Procedure } from '@afterlook/domain';
import { resultBlobKey } from '../blobs/blob-key.ts';
import type { Db } from '../db/create-db.ts';
import { parseTransformResult } from '../transforms/transform-job.ts';

export interface FoundTransformJob {
  readonly jobId: string;
  /** Blob keys of its after images; empty unless the job is done. */
  readonly afterImageKeys: string[];
}

/**
 * The transform behind a lead's result: of the jobs whose idempotency key starts with
 * `prefix` (one image or sample model), the finished one for the lead's procedure if
 * any, else the newest finished one, else the newest still running.
 */
export async function findTransformJob(
  db: Db,
  clinicId: string | null,
  prefix: string,
  procedure: Procedure | null,
): Promise<FoundTransformJob | null> {
  let query = db
    .selectFrom('jobs')
    .select(['id', 'status', 'result', 'idempotency_key', 'clinic_id', 'created_at'])
    .where('kind', '=', 'transform')
    .where('idempotency_key', 'like', `${prefix}%`)
    .where('status', '!=', 'failed');
  query =
    clinicId === null
      ? query.where('clinic_id', 'is', null)
      : query.where('clinic_id', '=', clinicId);
  // LIKE's '_' matches any character: keep only the exact prefix.
  const jobs = (await query.orderBy('created_at', 'desc').orderBy('id').limit(50).execute()).filter(
    (job) => job.idempotency_key.startsWith(prefix),
  );
  const forProcedure = (job: (typeof jobs)[number]) =>
    procedure !== null && job.idempotency_key.startsWith(`${prefix}${procedure}:`);
  const ranked = [...jobs].sort(
    (a, b) =>
      Number(forProcedure(b)) - Number(forProcedure(a)) ||
      Number(b.status === 'done') - Number(a.status === 'done'),
  );
  const job = ranked[0];
  if (!job) return null;
  return { jobId: job.id, afterImageKeys: afterImageKeysOf(job) };
}

/** The after images' keys of a job row, when it is done. */
export function afterImageKeysOf(job: {
  readonly id: string;
  readonly status: string;
  readonly result: string | null;
  readonly clinic_id: string | null;
}): string[] {
  if (job.status !== 'done' || job.result === null) return [];
  const result = parseTransformResult(JSON.parse(job.result) as unknown);
  return result.images.map((_, index) => resultBlobKey(job.clinic_id, job.id, index));
}
