import { splitFullName } from './details-form.ts';
import { isLeadEmail } from './email.ts';

/** What an integration already knows of the patient (the name, email and phone query parameters). */
export interface LeadPrefillInput {
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/** The lead form's starting values; the patient still sees, corrects and sends them. */
export interface LeadPrefill {
  readonly firstName: string;
  readonly lastName: string;
  /** US digits with the calling code ('12025550143'), or '' when the phone is not a US one. */
  readonly phoneDigits: string;
  /** Sent with the lead when well formed; the forms have no email field. */
  readonly email: string | null;
}

const US_NATIONAL_DIGITS = 10;

/**
 * The capture integration flow (docs/product/routes.md, scan-flow.md) passes the patient's details: the
 * name splits into first and last, a US number (10 digits, or 11 starting with 1) fills
 * the US-only phone, a well-formed email rides along with the lead. Null when nothing
 * usable was given.
 */
export function leadPrefillFromQuery(input: LeadPrefillInput): LeadPrefill | null {
  const { first_name, last_name } = splitFullName(input.name ?? '');
  const digits = (input.phone ?? '').replace(/\D/g, '');
  const phoneDigits =
    digits.length === US_NATIONAL_DIGITS
      ? `1${digits}`
      : digits.length === US_NATIONAL_DIGITS + 1 && digits.startsWith('1')
        ? digits
        : '';
  const email = input.email !== null && isLeadEmail(input.email) ? input.email : null;
  if (!first_name && !phoneDigits && !email) return null;
  return { firstName: first_name, lastName: last_name, phoneDigits, email };
}
