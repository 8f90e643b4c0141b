import type { RegionOfInterest } from '@afterlook/domain';
import type { Db } from '../../ports/db-schema.ts';
import type { TransformJobInput } from './transform-job.ts';
import type { AfterLevel } from './transform-outcome.ts';

export interface TransformRecord {
  readonly jobId: string;
  /** The clinic that owns its images; null for the shared sample-model renders. */
  readonly clinicId: string | null;
  readonly input: TransformJobInput;
  readonly at: Date;
  /** Its after images' blob keys in series order, once it is done. */
  readonly imageKeys?: readonly string[];
  /** Their levels and implant sizes, series order (with imageKeys). */
  readonly levels?: readonly AfterLevel[];
  /** Where the series changes the photo (with imageKeys). */
  readonly region?: RegionOfInterest | null;
}

/**
 * Records a transform when it is queued, and its after images (keys, levels, implant
 * sizes, region) when it is done: this table owns them. Leads
 * and the clinic's side find transforms here, never in the job queue's storage.
 * Either write may come first (a fast job can finish before the request that queued
 * it records it): queueing again never clears the images of a done one.
 */
export async function recordTransform(db: Db, transform: TransformRecord): Promise<void> {
  const { source, procedure, view } = transform.input;
  const done = transform.imageKeys
    ? {
        image_keys: JSON.stringify(transform.imageKeys),
        after_levels: transform.levels ? JSON.stringify(transform.levels) : null,
        region: transform.region ? JSON.stringify(transform.region) : null,
        finished_at: transform.at.toISOString(),
      }
    : null;
  await db
    .insertInto('transforms')
    .values({
      job_id: transform.jobId,
      clinic_id: transform.clinicId,
      source_kind: source.kind,
      source_id: source.kind === 'image' ? source.imageId : source.modelId,
      procedure,
      view_type: view,
      image_keys: done?.image_keys ?? null,
      after_levels: done?.after_levels ?? null,
      region: done?.region ?? null,
      created_at: transform.at.toISOString(),
      finished_at: done?.finished_at ?? null,
    })
    .onConflict((conflict) =>
      done ? conflict.column('job_id').doUpdateSet(done) : conflict.column('job_id').doNothing(),
    )
    .execute();
}
