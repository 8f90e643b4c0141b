import { createHash } from 'node:crypto';
import { pathTo, ROUTES } from '@afterlook/api';
import { CLINIC_LOGO_RULES } from '@afterlook/domain';
import sharp from 'sharp';
import type { Clock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { ClinicRecord } from './clinic-record.ts';
import { updateClinic } from './update-clinic.ts';

/** Far above any logo; refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Where the widget loads a clinic's logo: the digest changes the address with the image. */
export const clinicLogoPath = (clinicId: string, digest: string): string =>
  pathTo(ROUTES.clinicLogo, { clinic_id: clinicId, file_name: `${digest}.webp` });

/**
 * Keeps a clinic's uploaded logo: decoded and re-encoded by us (orientation applied,
 * every metadata block dropped, at most 512 px on its longer side, WebP with alpha),
 * then made the clinic's logo_url. An image we cannot decode is refused.
 */
export async function saveClinicLogo(
  deps: { readonly db: Db; readonly clock: Clock },
  clinicId: string,
  upload: Buffer,
): Promise<Result<ClinicRecord, 'invalid_image'>> {
  let encoded: Buffer;
  try {
    encoded = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(CLINIC_LOGO_RULES.maxSidePx, CLINIC_LOGO_RULES.maxSidePx, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    return fail('invalid_image', 'The logo must be a PNG, JPEG or WebP image');
  }
  const digest = createHash('sha256').update(encoded).digest('hex').slice(0, 24);
  const now = deps.clock().toISOString();
  const row = { digest, image_base64: encoded.toString('base64'), updated_at: now };
  await deps.db
    .insertInto('clinic_logos')
    .values({ clinic_id: clinicId, ...row })
    .onConflict((conflict) => conflict.column('clinic_id').doUpdateSet(row))
    .execute();
  const updated = await updateClinic(
    deps.db,
    clinicId,
    { logo_url: clinicLogoPath(clinicId, digest) },
    { clock: deps.clock },
  );
  if (!updated.ok) throw new Error('the caller’s clinic is gone');
  return ok(updated.value);
}

/** The clinic's logo bytes when `digest` names its current one (older addresses end). */
export async function readClinicLogo(
  db: Db,
  clinicId: string,
  digest: string,
): Promise<Buffer | null> {
  const row = await db
    .selectFrom('clinic_logos')
    .select('image_base64')
    .where('clinic_id', '=', clinicId)
    .where('digest', '=', digest)
    .executeTakeFirst();
  return row ? Buffer.from(row.image_base64, 'base64') : null;
}
