import { LEAD_LIMITS } from '../constants.ts';
import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * Details form of the form flow (docs/product/validation.md, shared-screens.md). The spec measures these
 * fields as typed (no trimming, unlike the onboarding lead form).
 */
export interface DetailsFormInput {
  readonly name: string;
  readonly phone: string;
}

/** Submit stays disabled until both fields are non-empty. */
export const canSubmitDetailsForm = ({ name, phone }: DetailsFormInput): boolean =>
  name.length > 0 && phone.length > 0;

export function validateDetailsName(name: string, language: Language): Validation<string> {
  return name.length >= LEAD_LIMITS.detailsNameMinLength
    ? valid(name)
    : invalid(validation[language].detailsNameTooShort);
}

/** Phone missing or shorter than 10 characters is invalid. */
export function validateDetailsPhone(
  phone: string | null | undefined,
  language: Language,
): Validation<string> {
  return phone != null && phone.length >= LEAD_LIMITS.detailsPhoneMinLength
    ? valid(phone)
    : invalid(validation[language].detailsPhoneInvalid);
}

/** Both fields; the first failing rule's message, name first as on screen. */
export function validateDetailsForm(
  input: DetailsFormInput,
  language: Language,
): Validation<DetailsFormInput> {
  const name = validateDetailsName(input.name, language);
  if (!name.ok) return name;
  const phone = validateDetailsPhone(input.phone, language);
  if (!phone.ok) return phone;
  return valid({ name: name.value, phone: phone.value });
}

export interface SplitName {
  readonly first_name: string;
  readonly last_name: string;
}

/** Splits on spaces: the first word is first_name, the rest is last_name ('' when none). */
export function splitFullName(name: string): SplitName {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** The reverse: first and last name as one, without a stray space when either is missing. */
export const joinFullName = (firstName: string, lastName: string): string =>
  [firstName, lastName].filter(Boolean).join(' ');
