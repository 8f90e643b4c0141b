import type { Updateable } from 'kysely';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { ClinicsTable, Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { sealChatKey } from '../privacy/clinic-chat-key.ts';
import type { ClinicPatch } from './clinic-fields.ts';
import { type ClinicRecord, toClinicRecord } from './clinic-record.ts';

/**
 * Changes the given fields of a clinic; absent fields keep their value. A chat
 * endpoint key is sealed with `cipher` (required to set one).
 */
export async function updateClinic(
  db: Db,
  clinicId: string,
  patch: ClinicPatch,
  options: { readonly clock?: Clock; readonly cipher?: FieldCipher } = {},
): Promise<Result<ClinicRecord, 'clinic_not_found'>> {
  const clock = options.clock ?? systemClock;
  const changes: Updateable<ClinicsTable> = { updated_at: clock().toISOString() };
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.website_url !== undefined) changes.website_url = patch.website_url;
  if (patch.logo_url !== undefined) changes.logo_url = patch.logo_url;
  if (patch.theme_color !== undefined) changes.theme_color = patch.theme_color;
  if (patch.font_family !== undefined) changes.font_family = patch.font_family;
  if (patch.procedures !== undefined) changes.procedures = JSON.stringify(patch.procedures);
  if (patch.booking_url !== undefined) changes.booking_url = patch.booking_url;
  if (patch.mixpanel_token !== undefined) changes.mixpanel_token = patch.mixpanel_token;
  if (patch.webhook_url !== undefined) changes.webhook_url = patch.webhook_url;
  if (patch.image_retention_days !== undefined) {
    changes.image_retention_days = patch.image_retention_days;
  }
  if (patch.lead_retention_days !== undefined) {
    changes.lead_retention_days = patch.lead_retention_days;
  }
  if (patch.returning_patient_window_days !== undefined) {
    changes.returning_patient_window_days = patch.returning_patient_window_days;
  }
  if (patch.chat_faq !== undefined) changes.chat_faq = JSON.stringify(patch.chat_faq);
  if (patch.chat_persona_name !== undefined) changes.chat_persona_name = patch.chat_persona_name;
  if (patch.chat_services !== undefined) {
    changes.chat_services = JSON.stringify(patch.chat_services);
  }
  if (patch.country !== undefined) changes.country = patch.country;
  if (patch.time_zone !== undefined) changes.time_zone = patch.time_zone;
  if (patch.practice_facts !== undefined) {
    changes.practice_facts = JSON.stringify(patch.practice_facts);
  }
  if (patch.phone_countries !== undefined) {
    changes.phone_countries = JSON.stringify(patch.phone_countries);
  }
  if (patch.chat_llm_url !== undefined) changes.chat_llm_url = patch.chat_llm_url;
  if (patch.chat_llm_model !== undefined) changes.chat_llm_model = patch.chat_llm_model;
  if (patch.chat_llm_api_key !== undefined) {
    const key = patch.chat_llm_api_key;
    if (key !== null && !options.cipher) throw new Error('a chat key is sealed: pass the cipher');
    changes.chat_llm_api_key =
      key === null || !options.cipher ? null : sealChatKey(options.cipher, clinicId, key);
  }
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
