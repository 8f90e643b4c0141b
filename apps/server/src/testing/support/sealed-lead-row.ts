import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { sealLeadField } from '../../features/privacy/lead-fields.ts';
import { newPatientKey } from '../../features/privacy/patient-keys.ts';
import type { LeadsTable, PatientKeysTable } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/** The contact details a stored lead seals (its patient_record). */
export interface SealedContact {
  readonly first_name: string;
  readonly phone: string;
  readonly [field: string]: unknown;
}

/**
 * A leads row as a server stored one before leads had keys of their own: contact details
 * sealed by `cipher` (the data key) under the row's own id, for tests and benches that
 * need many leads without submitting each; `row` sets the rest (status, procedure...).
 * sealedLeadWithKey stores one as submitLead does today.
 */
export function sealedLeadRow(
  cipher: FieldCipher,
  clinicId: string,
  contact: SealedContact,
  row: Partial<Insertable<LeadsTable>> = {},
): Insertable<LeadsTable> {
  const id = row.id ?? randomUUID();
  const createdAt = row.created_at ?? new Date().toISOString();
  const seal = (column: Parameters<typeof sealLeadField>[1], plain: string) =>
    sealLeadField(cipher, column, id, plain);
  return {
    id,
    patient_uuid: randomUUID(),
    clinic_id: clinicId,
    session_id: randomUUID(),
    form_name: 'ONBOARDING_TIER1',
    form_user_id: 'browser',
    form_data: seal(
      'form_data',
      JSON.stringify({ name: contact.first_name, phone: contact.phone }),
    ),
    patient_record: seal('patient_record', JSON.stringify(contact)),
    phone: seal('phone', contact.phone),
    batch_id: null,
    image_source: null,
    before_image_key: null,
    sample_model_id: null,
    transform_job_id: null,
    after_image_keys: '[]',
    is_debug: 0,
    idempotency_key: null,
    consent_version: null,
    status: 'new',
    procedure: null,
    search_indexed: 0,
    created_at: createdAt,
    // As submitLead stores it: the first visit is the latest until the patient returns.
    last_visit_at: createdAt,
    ...row,
  };
}

/** A leads row sealed under its own key, and that key's row, as submitLead stores them. */
export function sealedLeadWithKey(
  cipher: FieldCipher,
  clinicId: string,
  contact: SealedContact,
  row: Partial<Insertable<LeadsTable>> = {},
): { readonly lead: Insertable<LeadsTable>; readonly key: Insertable<PatientKeysTable> } {
  const id = row.id ?? randomUUID();
  const key = newPatientKey(cipher, id);
  const lead = sealedLeadRow(key.cipher, clinicId, contact, { ...row, id });
  return {
    lead,
    key: {
      owner_id: id,
      owner_kind: 'lead',
      clinic_id: clinicId,
      key_sealed: key.sealed,
      created_at: lead.created_at,
    },
  };
}
