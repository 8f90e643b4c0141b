import type { LeadSubmission } from '@afterlook/api';
import { checkPhoneNumber, type Language, type PhoneCountries } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';

/**
 * Both phones of a lead submission (patient_record and form_data), when given, read for
 * the clinic's countries and written as E.164; else the message that says what to fix,
 * in the patient's language. A number is never rewritten into another country.
 */
export function readLeadPhones(
  submission: LeadSubmission,
  countries: PhoneCountries,
  lang: Language,
): Result<LeadSubmission, 'invalid_phone'> {
  const { phone: recordPhone } = submission.patient_record;
  const { phone: formPhone } = submission.form_data;
  const record =
    recordPhone === undefined ? undefined : checkPhoneNumber(recordPhone, countries, lang);
  const form = formPhone === undefined ? undefined : checkPhoneNumber(formPhone, countries, lang);
  for (const checked of [record, form]) {
    if (checked && !checked.ok) return fail('invalid_phone', checked.error);
  }
  return ok({
    ...submission,
    patient_record: {
      ...submission.patient_record,
      ...(record?.ok ? { phone: record.value } : {}),
    },
    form_data: { ...submission.form_data, ...(form?.ok ? { phone: form.value } : {}) },
  });
}
