import { LEAD_LIMITS } from '../constants.ts';
import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
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

/** The US-only phone enables submit once it is longer than 10 characters (e.g. '+1' and 10 digits). */
export const isLeadPhoneComplete = (phone: string): boolean =>
  phone.length > LEAD_LIMITS.onboardingPhoneLengthToExceed;

/** Submit is enabled when the phone is complete and nothing is being submitted. */
export const canSubmitLeadForm = (phone: string, submitting: boolean): boolean =>
  !submitting && isLeadPhoneComplete(phone);

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
