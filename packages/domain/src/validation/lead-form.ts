import { LEAD_LIMITS } from '../constants.ts';
import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { type PhoneCountries, readPhoneNumber } from './phone-number.ts';
import { invalid, type Validation, valid } from './result.ts';

/** Onboarding lead form (docs/product/validation.md): names trimmed, 2 to 20 characters; US phone. */
export interface LeadFormInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

const withinNameLength = (trimmed: string): boolean =>
  trimmed.length >= LEAD_LIMITS.onboardingNameLength.min &&
  trimmed.length <= LEAD_LIMITS.onboardingNameLength.max;

/** The trimmed first name, or 'First name must be between 2 and 20 characters.' */
export function validateFirstName(firstName: string, language: Language): Validation<string> {
  const trimmed = firstName.trim();
  return withinNameLength(trimmed) ? valid(trimmed) : invalid(validation[language].firstNameLength);
}

/** The trimmed last name, or 'Last name must be between 2 and 20 characters.' */
export function validateLastName(lastName: string, language: Language): Validation<string> {
  const trimmed = lastName.trim();
  return withinNameLength(trimmed) ? valid(trimmed) : invalid(validation[language].lastNameLength);
}

/**
 * The phone (digits with the country code) enables submit once it is longer than 10
 * characters (e.g. '1' and 10 digits), or, given the clinic's countries, once it is a
 * valid number of one of them: countries with shorter numbers (Iceland, Uruguay's
 * landlines) are not locked out.
 */
export const isLeadPhoneComplete = (phone: string, countries?: PhoneCountries): boolean =>
  phone.length > LEAD_LIMITS.onboardingPhoneLengthToExceed ||
  (countries !== undefined && phone !== '' && readPhoneNumber(`+${phone}`, countries).ok);

/** Submit is enabled when the phone is complete and nothing is being submitted. */
export const canSubmitLeadForm = (
  phone: string,
  submitting: boolean,
  countries?: PhoneCountries,
): boolean => !submitting && isLeadPhoneComplete(phone, countries);

/** All fields with trimmed names; the first failing rule's message, in field order. */
export function validateLeadForm(
  input: LeadFormInput,
  language: Language,
): Validation<LeadFormInput> {
  const firstName = validateFirstName(input.firstName, language);
  if (!firstName.ok) return firstName;
  const lastName = validateLastName(input.lastName, language);
  if (!lastName.ok) return lastName;
  return valid({ firstName: firstName.value, lastName: lastName.value, phone: input.phone });
}
