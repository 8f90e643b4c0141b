import type { ClinicSettings } from '@afterlook/api';
import type { Db } from '../../ports/db-schema.ts';
import { ClinicPatch } from './clinic-fields.ts';
import { type ClinicRecord, toClinicRecord } from './clinic-record.ts';
import { type OutboundReach, refuseOutboundFields } from './refuse-outbound-fields.ts';

/** The settings the dashboard shows and edits, out of a clinic record. */
export const toClinicSettings = (clinic: ClinicRecord): ClinicSettings => ({
  name: clinic.name,
  website_url: clinic.website_url,
  logo_url: clinic.logo_url,
  theme_color: clinic.theme_color,
  font_family: clinic.font_family,
  procedures: clinic.procedures,
  allowed_origins: clinic.allowed_origins,
  booking_url: clinic.booking_url,
  mixpanel_token: clinic.mixpanel_token,
  webhook_url: clinic.webhook_url,
  image_retention_days: clinic.image_retention_days,
  lead_retention_days: clinic.lead_retention_days,
  returning_patient_window_days: clinic.returning_patient_window_days,
  chat_faq: clinic.chat_faq,
  chat_persona_name: clinic.chat_persona_name,
  chat_services: clinic.chat_services,
  chat_llm_url: clinic.chat_llm_url,
  chat_llm_model: clinic.chat_llm_model,
  chat_llm_key_set: clinic.chat_llm_key_set,
  country: clinic.country,
  practice_facts: clinic.practice_facts,
  phone_countries: clinic.phone_countries,
  time_zone: clinic.time_zone,
  time_zone_in_use: clinic.time_zone_in_use,
});

/**
 * A settings change checked by the same rules as the CLI's, and its webhook and chat
 * URLs by the outbound guard's: the patch, or each failing field with what is wrong.
 */
export function parseSettingsPatch(
  body: unknown,
  reach: OutboundReach,
): { ok: true; patch: ClinicPatch } | { ok: false; fields: Record<string, string> } {
  const parsed = ClinicPatch.safeParse(body);
  if (parsed.success) {
    const refused = refuseOutboundFields(parsed.data, reach);
    if (Object.keys(refused).length > 0) return { ok: false, fields: refused };
    return { ok: true, patch: parsed.data };
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}

/** The settings of a clinic that exists (the caller's own: verified before). */
export async function readClinicSettings(db: Db, clinicId: string): Promise<ClinicSettings> {
  const row = await db
    .selectFrom('clinics')
    .selectAll()
    .where('id', '=', clinicId)
    .executeTakeFirstOrThrow();
  return toClinicSettings(toClinicRecord(row));
}
