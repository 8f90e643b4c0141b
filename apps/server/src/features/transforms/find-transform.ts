import type { Procedure } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import type { TransformSource } from './transform-job.ts';
import { findTransformOutcome } from './transform-outcome.ts';

export interface FoundTransform {
  readonly jobId: string;
  /** Blob keys of its after images; empty unless it is done. */
  readonly afterImageKeys: string[];
}

const keysOf = (imageKeys: string | null): string[] =>
  imageKeys === null ? [] : (JSON.parse(imageKeys) as string[]);

/**
 * The transform behind a lead's result, of the ones made from `source` (owned by the
 * clinic, or shared for sample models): the finished one for the lead's procedure if
 * any, else the newest finished one, else the newest still running. Failed ones never
 * count (the job queue says which, through its port).
 */
export async function findTransform(
  deps: Pick<Ports, 'db' | 'jobs'>,
  owner: string | null,
  source: TransformSource,
  procedure: Procedure | null,
): Promise<FoundTransform | null> {
  let query = deps.db
    .selectFrom('transforms')
    .select(['job_id', 'procedure', 'image_keys'])
    .where('source_kind', '=', source.kind)
    .where('source_id', '=', source.kind === 'image' ? source.imageId : source.modelId);
  query =
    owner === null ? query.where('clinic_id', 'is', null) : query.where('clinic_id', '=', owner);
  const rows = await query.orderBy('created_at', 'desc').orderBy('job_id').limit(50).execute();
  const rank = (row: (typeof rows)[number]) =>
    Number(procedure !== null && row.procedure === procedure) * 2 + Number(row.image_keys !== null);
  for (const row of [...rows].sort((a, b) => rank(b) - rank(a))) {
    if (row.image_keys === null && (await deps.jobs.get(row.job_id))?.status === 'failed') continue;
    return { jobId: row.job_id, afterImageKeys: keysOf(row.image_keys) };
  }
  return null;
}

/** The after images' keys of a transform; empty unless it is done. */
export async function findTransformImageKeys(
  deps: Pick<Ports, 'db'>,
  jobId: string,
): Promise<string[]> {
  return (await findTransformOutcome(deps, jobId)).imageKeys;
}
