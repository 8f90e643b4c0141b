import type { Db } from '../db/create-db.ts';
import type { ClinicsTable } from '../db/schema.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import type { ClinicPatch } from './clinic-fields.ts';
import { type ClinicRecord, toClinicRecord } from './clinic-record.ts';

/** Changes the given fields of a clinic; absent fields keep their value. */
export async function updateClinic(
  db: Db,
  clinicId: string,
  patch: ClinicPatch,
  clock: Clock = systemClock,
): Promise<Result<ClinicRecord, 'clinic_not_found'>> {
  const changes: Partial<ClinicsTable> = { updated_at: clock().toISOString() };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.website_url !== undefined) changes.website_url = patch.website_url;
  if (patch.logo_url !== undefined) changes.logo_url = patch.logo_url;
  if (patch.theme_color !== undefined) changes.theme_color = patch.theme_color;
  if (patch.font_family !== undefined) changes.font_family = patch.font_family;
  if (patch.procedures !== undefined) changes.procedures = JSON.stringify(patch.procedures);
  if (patch.booking_url !== undefined) changes.booking_url = patch.booking_url;
  if (patch.mixpanel_token !== undefined) changes.mixpanel_token = patch.mixpanel_token;
  if (patch.chat_faq !== undefined) changes.chat_faq = JSON.stringify(patch.chat_faq);
  if (patch.allowed_origins !== undefined) {
    changes.allowed_origins = JSON.stringify(patch.allowed_origins);
  }
  const result = await db
    .updateTable('clinics')
    .set(changes)
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n)
    return fail('clinic_not_found', `No clinic with id ${clinicId}`);
  const row = await db
    .selectFrom('clinics')
    .selectAll()
    .where('id', '=', clinicId)
    .executeTakeFirstOrThrow();
  return ok(toClinicRecord(row));
}
