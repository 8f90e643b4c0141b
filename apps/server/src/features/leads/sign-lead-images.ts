import type { AdminLeadImages } from '@afterlook/api';
import type { LeadsTable } from '../../ports/db-schema.ts';
import { SAMPLE_MODEL_ROUTE_PREFIX } from '../../ports/sample-models.ts';
import type { Ports } from '../../ports.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { readGrant } from '../signing/read-grant.ts';
import { findTransformImageKeys } from '../transforms/find-transform.ts';
import type { AfterLevel } from '../transforms/transform-outcome.ts';

/** Where a lead's (or a visit's) pictures are, as stored. */
export type StoredLeadImages = Pick<
  LeadsTable,
  'image_source' | 'before_image_key' | 'sample_model_id' | 'transform_job_id' | 'after_image_keys'
>;

/**
 * Signed read addresses of a lead's or a visit's before and after pictures, valid one
 * hour at most (readGrant: S3 15 min, a staff member's end with their session). After
 * images of a transform that was still running at submission are looked up now.
 */
export async function signLeadImages(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs'>,
  row: StoredLeadImages,
  signing: SigningClinic,
  /** The transform's after images (level, implant size), series order; [] when unknown. */
  afterLevels: readonly AfterLevel[] = [],
): Promise<AdminLeadImages> {
  const now = deps.clock();
  // The pictures' URLs end together (readGrant: an hour, S3 15 min, a staff member's 5).
  const grant = readGrant(signing, deps.blobs);
  let afterKeys = JSON.parse(row.after_image_keys) as string[];
  if (afterKeys.length === 0 && row.transform_job_id !== null) {
    afterKeys = await findTransformImageKeys(deps, row.transform_job_id);
  }
  let beforeUrl: string | null = null;
  if (row.image_source === 'upload' && row.before_image_key !== null) {
    beforeUrl = await deps.blobs.signedUrl('get', row.before_image_key, grant);
  } else if (row.image_source === 'sample' && row.sample_model_id !== null) {
    // Our own renders, public like the model picker's pictures.
    beforeUrl = `${SAMPLE_MODEL_ROUTE_PREFIX}${row.sample_model_id}.png`;
  }
  const afterUrls = await Promise.all(
    afterKeys.map((key) => deps.blobs.signedUrl('get', key, grant)),
  );
  return {
    source:
      row.image_source === 'upload' || row.image_source === 'sample' ? row.image_source : null,
    before_url: beforeUrl,
    after_urls: afterUrls,
    after_levels:
      afterLevels.length === afterKeys.length
        ? afterLevels.map(({ level, implant_size_in_cc }) => ({ level, implant_size_in_cc }))
        : [],
    expires_at: new Date(now.getTime() + grant.ttlMs).toISOString(),
  };
}
