import type { RegionOfInterest } from '@afterlook/domain';
import type { TransformsTable } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';

/** One after image of a done transform, as the transforms table keeps it. */
export interface AfterLevel {
  readonly level: number;
  readonly implant_size_in_cc: number | null;
}

/** What a transform made, from its own record (never from the job queue). */
export interface TransformOutcome {
  /** Blob keys of its after images, series order; empty unless it is done. */
  readonly imageKeys: string[];
  /** Their levels and implant sizes; empty unless done, or when no record of them survived. */
  readonly levels: AfterLevel[];
  readonly region: RegionOfInterest | null;
}

type OutcomeRow = Pick<TransformsTable, 'image_keys' | 'after_levels' | 'region'>;

const toTransformOutcome = (row: OutcomeRow | undefined): TransformOutcome => ({
  imageKeys: row?.image_keys ? (JSON.parse(row.image_keys) as string[]) : [],
  levels: row?.after_levels ? (JSON.parse(row.after_levels) as AfterLevel[]) : [],
  region: row?.region ? (JSON.parse(row.region) as RegionOfInterest) : null,
});

/** The outcomes of these transforms by job id, in one query (a page of leads asks for 50). */
export async function findTransformOutcomes(
  deps: Pick<Ports, 'db'>,
  jobIds: readonly string[],
): Promise<ReadonlyMap<string, TransformOutcome>> {
  if (jobIds.length === 0) return new Map();
  const rows = await deps.db
    .selectFrom('transforms')
    .select(['job_id', 'image_keys', 'after_levels', 'region'])
    .where('job_id', 'in', [...new Set(jobIds)])
    .execute();
  return new Map(rows.map((row) => [row.job_id, toTransformOutcome(row)]));
}

/** The outcome of one transform; empty when it is unknown or not done. */
export async function findTransformOutcome(
  deps: Pick<Ports, 'db'>,
  jobId: string,
): Promise<TransformOutcome> {
  const row = await deps.db
    .selectFrom('transforms')
    .select(['image_keys', 'after_levels', 'region'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return toTransformOutcome(row);
}
