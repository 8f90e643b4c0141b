import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

/** Inline 'Schedule a Consultation' form of the doctor chatbot (SPEC.md §2.6, §5). */
export interface DoctorChatFormInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobile?: string | undefined;
}

export interface DoctorChatFormValue {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Optional: undefined when left blank. */
  readonly mobile: string | undefined;
}

/**
 * First Name, Last Name and Email are required (blank counts as missing);
 * Mobile is optional. The email's format is left to the input's email type.
 */
export function validateDoctorChatForm(
  input: DoctorChatFormInput,
  language: Language,
): Validation<DoctorChatFormValue> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  if (firstName === '' || lastName === '' || email === '') {
    return invalid(validation[language].doctorFormRequired);
  }
  const mobile = input.mobile?.trim() || undefined;
  return valid({ firstName, lastName, email, mobile });
}
