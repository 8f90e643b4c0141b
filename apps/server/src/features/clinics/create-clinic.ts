import {
  DEFAULT_CLINIC_COUNTRY,
  DEFAULT_PHONE_COUNTRIES,
  PROCEDURES,
  RETENTION_DAYS,
  RETURNING_PATIENT_WINDOW_DAYS,
  THEME_DEFAULTS,
} from '@afterlook/domain';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import type { NewClinic } from './clinic-fields.ts';
import { insertSdkKey, sdkKeyExists } from './insert-sdk-key.ts';

export interface CreatedClinic {
  readonly id: string;
  /** Shown once; only its hash is stored. */
  readonly sdk_key: string;
}

/** Creates a clinic with its first SDK key. Without procedures it offers every one. */
export async function createClinic(
  db: Db,
  fields: NewClinic,
  options: { sdkKey?: string; clock?: Clock; cipher?: FieldCipher } = {},
): Promise<Result<CreatedClinic, 'sdk_key_taken'>> {
  const now = (options.clock ?? systemClock)().toISOString();
  return db.transaction().execute(async (trx) => {
    if (options.sdkKey !== undefined && (await sdkKeyExists(trx, options.sdkKey))) {
      return fail('sdk_key_taken', 'That SDK key is already in use');
    }
    const id = newId();
    await trx
      .insertInto('clinics')
      .values({
        id,
        name: fields.name,
        website_url: fields.website_url ?? null,
        logo_url: fields.logo_url ?? null,
        theme_color: fields.theme_color ?? THEME_DEFAULTS.themeColor,
        font_family: fields.font_family ?? null,
        procedures: JSON.stringify(fields.procedures ?? PROCEDURES),
        allowed_origins: JSON.stringify(fields.allowed_origins ?? []),
        booking_url: fields.booking_url ?? null,
        mixpanel_token: fields.mixpanel_token ?? null,
        webhook_url: fields.webhook_url ?? null,
        image_retention_days:
          fields.image_retention_days ?? RETENTION_DAYS.unattachedImages.default,
        lead_retention_days: fields.lead_retention_days ?? RETENTION_DAYS.leads.default,
        returning_patient_window_days:
          fields.returning_patient_window_days ?? RETURNING_PATIENT_WINDOW_DAYS.default,
        chat_faq: JSON.stringify(fields.chat_faq ?? []),
        chat_persona_name: fields.chat_persona_name ?? null,
        chat_services: JSON.stringify(fields.chat_services ?? []),
        chat_llm_url: fields.chat_llm_url ?? null,
        chat_llm_model: fields.chat_llm_model ?? null,
        country: fields.country ?? DEFAULT_CLINIC_COUNTRY,
        practice_facts: JSON.stringify(fields.practice_facts ?? {}),
        phone_countries: JSON.stringify(fields.phone_countries ?? DEFAULT_PHONE_COUNTRIES),
        time_zone: fields.time_zone ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const key = await insertSdkKey(trx, id, new Date(now), {
      key: options.sdkKey,
      cipher: options.cipher,
    });
    return ok({ id, sdk_key: key.key });
  });
}
