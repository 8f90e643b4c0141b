import type { ClinicInfo } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { toClinicRecord } from './clinic-record.ts';

/**
 * The widget's view of a clinic (GET /api/v1/clinic-info). A clinic always has a
 * name here (create requires one), so the contract's fallback of clinic_name to the SDK
 * key text is left to the widget, the only party that holds the key text.
 */
export async function getClinicInfo(
  db: Db,
  clinicId: string,
): Promise<Result<ClinicInfo, 'clinic_not_found'>> {
  const row = await db
    .selectFrom('clinics')
    .selectAll()
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!row) return fail('clinic_not_found', 'The clinic of this session no longer exists');
  const clinic = toClinicRecord(row);
  return ok({
    clinic_name: clinic.name,
    logo_url: clinic.logo_url,
    website_url: clinic.website_url,
    themeColor: clinic.theme_color,
    fontFamily: clinic.font_family,
    procedures: clinic.procedures.map((type) => ({ type })),
    allowed_origins: clinic.allowed_origins,
    booking_url: clinic.booking_url,
    mixpanel_token: clinic.mixpanel_token,
    chat_persona_name: clinic.chat_persona_name,
    phone_countries: clinic.phone_countries,
  });
}
