import { PHONE_INPUT } from '@afterlook/domain';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

const DEFAULT_COUNTRY = PHONE_INPUT.defaultCountryIso2.toUpperCase() as CountryCode;

/**
 * A phone as E.164 ('+13055550100') when libphonenumber-js can parse it (numbers
 * without a country code are read as US, the widget's default country); otherwise the
 * input as typed with its whitespace collapsed, so nothing the patient wrote is lost.
 */
export function normalizePhone(raw: string): string {
  const typed = raw.trim().replace(/\s+/g, ' ');
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : typed;
}
