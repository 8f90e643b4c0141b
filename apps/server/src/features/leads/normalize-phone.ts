import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone as E.164 ('+13055550100') when libphonenumber-js can parse it (numbers
 * without a country code are read in `defaultCountry`, the clinic's); otherwise the
 * input as typed with its whitespace collapsed. For the search by phone: leads are
 * stored as E.164, so a number typed the local way still finds its lead.
 */
export function normalizePhone(raw: string, defaultCountry: string): string {
  const typed = raw.trim().replace(/\s+/g, ' ');
  const parsed = parsePhoneNumberFromString(typed, defaultCountry as CountryCode);
  return parsed?.isPossible() ? parsed.number : typed;
}
