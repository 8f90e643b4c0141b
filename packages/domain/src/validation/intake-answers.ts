import { INTAKE_LIMITS } from '../constants.ts';
import type { Language } from '../enums.ts';
import { tier1Assistant } from '../i18n/sections/tier1-assistant.ts';
import { checkPhoneNumber, DEFAULT_PHONE_COUNTRIES, type PhoneCountries } from './phone-number.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * The coordinator intake's typed answers (docs/product/state-machines.md#chat-flows): the patient types them in the
 * chat, so each is read leniently and stored as the text the clinic reads in the lead.
 * Height and weight: body-measures.ts.
 */

/** A phone read for the clinic's countries (phone-number.ts), as E.164. */
export const validateIntakePhone = (
  text: string,
  language: Language,
  countries: PhoneCountries = DEFAULT_PHONE_COUNTRIES,
): Validation<string> => checkPhoneNumber(text, countries, language);

/** Age in whole years, within INTAKE_LIMITS.ageYears ('32', '32 years', '32 años'). */
export function validateIntakeAge(text: string, language: Language): Validation<string> {
  const match = /^\s*(\d{1,3})\s*(?:years?(?:\s+old)?|yrs?|años)?\s*$/i.exec(text);
  const age = match?.[1] ? Number(match[1]) : Number.NaN;
  const { min, max } = INTAKE_LIMITS.ageYears;
  return Number.isInteger(age) && age >= min && age <= max
    ? valid(String(age))
    : invalid(tier1Assistant[language].invalid.age);
}
