import { DEFAULT_PHONE_COUNTRIES, type PhoneCountries } from '@afterlook/domain';
import type { Db } from '../../ports/db-schema.ts';
import { parsePhoneCountries } from './clinic-record.ts';

/** Where the clinic takes patients' phone numbers from (US when unset or unreadable). */
export async function loadPhoneCountries(db: Db, clinicId: string): Promise<PhoneCountries> {
  const row = await db
    .selectFrom('clinics')
    .select('phone_countries')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  return row ? parsePhoneCountries(row.phone_countries) : DEFAULT_PHONE_COUNTRIES;
}
