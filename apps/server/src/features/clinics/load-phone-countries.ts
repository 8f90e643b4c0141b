import { PhoneCountriesSetting } from '@afterlook/api';
import { DEFAULT_PHONE_COUNTRIES, type PhoneCountries } from '@afterlook/domain';
import type { Db } from '../../ports/db-schema.ts';

/** Where the clinic takes patients' phone numbers from (US when unset or unreadable). */
export async function loadPhoneCountries(db: Db, clinicId: string): Promise<PhoneCountries> {
  const row = await db
    .selectFrom('clinics')
    .select('phone_countries')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PHONE_COUNTRIES;
  return (
    PhoneCountriesSetting.safeParse(JSON.parse(row.phone_countries)).data ?? DEFAULT_PHONE_COUNTRIES
  );
}
