import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import type { Language } from '../enums.ts';
import { interpolate } from '../i18n/interpolate.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * The countries a clinic takes patients' phone numbers from (ISO 3166-1 alpha-2, upper
 * case), and the one a number typed without a country code is read in.
 */
export interface PhoneCountries {
  readonly allowed: readonly string[];
  readonly default_country: string;
}

/** A clinic that has not chosen: US numbers, as the lead form always took. */
export const DEFAULT_PHONE_COUNTRIES: PhoneCountries = { allowed: ['US'], default_country: 'US' };

/** Whether libphonenumber knows the country code ('US', 'CL'; not 'XX' or 'us'). */
export const isPhoneCountry = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);

export type PhoneReading =
  | { readonly ok: true; readonly e164: string; readonly country: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'country_not_allowed' };

/**
 * A typed phone number read for its own country: '+56 9 8302 8442' is Chilean whatever
 * the clinic's default, '(305) 555 0143' is read in the default country. Never
 * rewritten into another country: a valid number of a country the clinic does not take
 * is refused as such, so the patient can fix it rather than be stored as someone else.
 */
export function readPhoneNumber(typed: string, countries: PhoneCountries): PhoneReading {
  // Copied from a chat app: invisible direction marks, en dashes, no-break spaces.
  const text = typed
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Pd}/gu, '-')
    .trim();
  // libphonenumber reads letters as a vanity keypad and skips other text; a patient's
  // number has neither.
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return { ok: false, reason: 'invalid' };
  const parsed = parsePhoneNumberFromString(
    withoutRetiredMexicanPrefix(text, countries.default_country),
    countries.default_country as CountryCode,
  );
  if (!parsed?.isValid() || !parsed.country) return { ok: false, reason: 'invalid' };
  return countries.allowed.includes(parsed.country)
    ? { ok: true, e164: parsed.number, country: parsed.country }
    : { ok: false, reason: 'country_not_allowed' };
}

/**
 * Mexico dropped its mobile prefixes in 2019 ('+52 1', '044', '045', '01'), yet chat
 * apps and patients still write them: the ten digits after them are the number.
 */
function withoutRetiredMexicanPrefix(text: string, defaultCountry: string): string {
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    return /^521\d{10}$/.test(digits) ? `+52${digits.slice(3)}` : text;
  }
  const national = /^(?:044|045|01)(\d{10})$/.exec(digits);
  return defaultCountry === 'MX' && national ? (national[1] ?? text) : text;
}

/** The countries, named in the patient's language: 'Chile or United States'. */
export function phoneCountryNames(countries: PhoneCountries, language: Language): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    countries.allowed.map((code) => names.of(code) ?? code),
  );
}

/** The number as E.164, or the message that says what to fix, in the patient's language. */
export function checkPhoneNumber(
  typed: string,
  countries: PhoneCountries,
  language: Language,
): Validation<string> {
  return phoneValidation(readPhoneNumber(typed, countries), countries, language);
}

/** A reading as a validation: its E.164, or its message in the patient's language. */
export function phoneValidation(
  reading: PhoneReading,
  countries: PhoneCountries,
  language: Language,
): Validation<string> {
  if (reading.ok) return valid(reading.e164);
  const texts = validation[language];
  return invalid(
    reading.reason === 'invalid'
      ? texts.detailsPhoneInvalid
      : interpolate(texts.phoneCountryNotAllowed, {
          countries: phoneCountryNames(countries, language),
        }),
  );
}
