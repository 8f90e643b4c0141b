import type { LeadSubmission } from '@afterlook/api';
import { type Language, MESSAGES, PHONE_INPUT } from '@afterlook/domain';
import { type CountryCode, parsePhoneNumberWithError } from 'libphonenumber-js';
import { fail, ok, type Result } from '../../lib/result.ts';

const DEFAULT_COUNTRY = PHONE_INPUT.defaultCountryIso2.toUpperCase() as CountryCode;

/**
 * Whether libphonenumber can read the text as a phone number at all (numbers without a
 * country code are read as US, the widget's default). '.', '()', '-1', '+1', an unknown
 * country code or more digits than any number has are refused. A readable number that
 * is not a possible one ('12') is still kept as typed (normalizePhone), as before.
 */
export function isReadablePhone(raw: string): boolean {
  try {
    parsePhoneNumberWithError(raw, DEFAULT_COUNTRY);
    return true;
  } catch {
    return false;
  }
}

/** Both phones of a lead submission (patient_record and form_data), when given, must be readable. */
export function checkLeadPhones(
  submission: LeadSubmission,
  lang: Language,
): Result<void, 'invalid_phone'> {
  const phones = [submission.patient_record.phone, submission.form_data.phone].filter(
    (phone) => phone !== undefined,
  );
  return phones.every(isReadablePhone)
    ? ok(undefined)
    : fail('invalid_phone', MESSAGES[lang].validation.detailsPhoneInvalid);
}
