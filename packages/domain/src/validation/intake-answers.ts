import { INTAKE_LIMITS, PHONE_INPUT } from '../constants.ts';
import type { Language } from '../enums.ts';
import { tier1Assistant } from '../i18n/sections/tier1-assistant.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * The coordinator intake's typed answers (SPEC.md §4.4): the patient types them in the
 * chat, so each is read leniently and stored as the text the clinic reads in the lead.
 * Height and weight: body-measures.ts.
 */

/**
 * A phone of 10 to 15 digits, as E.164: a leading + keeps its country code, 10 digits
 * are a US number, else the digits are taken as the full international number.
 */
export function validateIntakePhone(text: string, language: Language): Validation<string> {
  const digits = text.replace(/\D/g, '');
  const count = digits.length;
  if (count < INTAKE_LIMITS.phoneMinDigits || count > PHONE_INPUT.maxDigits) {
    return invalid(validation[language].detailsPhoneInvalid);
  }
  if (text.trim().startsWith('+')) return valid(`+${digits}`);
  return valid(count === INTAKE_LIMITS.phoneMinDigits ? `+1${digits}` : `+${digits}`);
}

/** Age in whole years, within INTAKE_LIMITS.ageYears ('32', '32 years', '32 años'). */
export function validateIntakeAge(text: string, language: Language): Validation<string> {
  const match = /^\s*(\d{1,3})\s*(?:years?(?:\s+old)?|yrs?|años)?\s*$/i.exec(text);
  const age = match?.[1] ? Number(match[1]) : Number.NaN;
  const { min, max } = INTAKE_LIMITS.ageYears;
  return Number.isInteger(age) && age >= min && age <= max
    ? valid(String(age))
    : invalid(tier1Assistant[language].invalid.age);
}
