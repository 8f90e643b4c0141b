import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { checkPhoneNumber, DEFAULT_PHONE_COUNTRIES, type PhoneCountries } from './phone-number.ts';
import { invalid, type Validation, valid } from './result.ts';

/** Inline 'Schedule a Consultation' form of the doctor chatbot (docs/product/doctor-chat.md, validation.md). */
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
  /** Optional: undefined when left blank; else E.164. */
  readonly mobile: string | undefined;
}

/**
 * First Name, Last Name and Email are required (blank counts as missing);
 * Mobile is optional, and read for the clinic's countries when given. The email's
 * format is left to the input's email type.
 */
export function validateDoctorChatForm(
  input: DoctorChatFormInput,
  language: Language,
  phoneCountries: PhoneCountries = DEFAULT_PHONE_COUNTRIES,
): Validation<DoctorChatFormValue> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  if (firstName === '' || lastName === '' || email === '') {
    return invalid(validation[language].doctorFormRequired);
  }
  const typed = input.mobile?.trim();
  if (!typed) return valid({ firstName, lastName, email, mobile: undefined });
  const mobile = checkPhoneNumber(typed, phoneCountries, language);
  return mobile.ok ? valid({ firstName, lastName, email, mobile: mobile.value }) : mobile;
}
