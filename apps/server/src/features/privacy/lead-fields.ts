import { emailKey } from '@afterlook/domain';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/** The lead columns sealed at rest: contact details, intake answers, measurements. */
export const SEALED_LEAD_COLUMNS = [
  'form_data',
  'patient_record',
  'phone',
  'measurements',
] as const;
export type SealedLeadColumn = (typeof SEALED_LEAD_COLUMNS)[number];

/** A sealed value is bound to its table, column and row: it opens nowhere else. */
const leadContext = (column: SealedLeadColumn, leadId: string) => `leads.${column}:${leadId}`;
const messageContext = (messageId: string) => `lead_messages.message:${messageId}`;

export const sealLeadField = (
  cipher: FieldCipher,
  column: SealedLeadColumn,
  leadId: string,
  plain: string,
): string => cipher.seal(plain, leadContext(column, leadId));

export const openLeadField = (
  cipher: FieldCipher,
  column: SealedLeadColumn,
  leadId: string,
  sealed: string,
): string => cipher.open(sealed, leadContext(column, leadId));

/** The contact columns of an unsupported-procedure request (a visitor's name and email). */
export type SealedRequestColumn = 'name' | 'email';
const requestContext = (column: SealedRequestColumn, requestId: string) =>
  `unsupported_procedure_requests.${column}:${requestId}`;

export const sealRequestField = (
  cipher: FieldCipher,
  column: SealedRequestColumn,
  requestId: string,
  plain: string,
): string => cipher.seal(plain, requestContext(column, requestId));

export const openRequestField = (
  cipher: FieldCipher,
  column: SealedRequestColumn,
  requestId: string,
  sealed: string,
): string => cipher.open(sealed, requestContext(column, requestId));

export const sealLeadMessage = (cipher: FieldCipher, messageId: string, plain: string): string =>
  cipher.seal(plain, messageContext(messageId));

export const openLeadMessage = (cipher: FieldCipher, messageId: string, sealed: string): string =>
  cipher.open(sealed, messageContext(messageId));

/**
 * The keyed hashes that find a lead by its exact phone (E.164) or email (its emailKey:
 * any case, NFC, the domain in ASCII form).
 */
export const phoneIndex = (cipher: FieldCipher, e164: string): string =>
  cipher.index(`phone:${e164}`);
export const emailIndex = (cipher: FieldCipher, email: string): string =>
  cipher.index(`email:${emailKey(email)}`);

/** A staff note on a lead (lead_activity.note), sealed like the patient's messages. */
const noteContext = (activityId: string) => `lead_activity.note:${activityId}`;
export const sealLeadNote = (cipher: FieldCipher, activityId: string, plain: string): string =>
  cipher.seal(plain, noteContext(activityId));
export const openLeadNote = (cipher: FieldCipher, activityId: string, sealed: string): string =>
  cipher.open(sealed, noteContext(activityId));

/**
 * A returning patient's visit (lead_visits): its answers, contact and measurements,
 * sealed under its lead's own key (erasing the lead erases them) and bound to the visit.
 */
export type SealedVisitColumn = 'form_data' | 'patient_record' | 'measurements';
const visitContext = (column: SealedVisitColumn, visitId: string) =>
  `lead_visits.${column}:${visitId}`;
export const sealVisitField = (
  cipher: FieldCipher,
  column: SealedVisitColumn,
  visitId: string,
  plain: string,
): string => cipher.seal(plain, visitContext(column, visitId));
export const openVisitField = (
  cipher: FieldCipher,
  column: SealedVisitColumn,
  visitId: string,
  sealed: string,
): string => cipher.open(sealed, visitContext(column, visitId));
