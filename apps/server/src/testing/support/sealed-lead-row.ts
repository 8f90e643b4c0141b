import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { sealLeadField } from '../../features/privacy/lead-fields.ts';
import type { LeadsTable } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/** The contact details a stored lead seals (its patient_record). */
export interface SealedContact {
  readonly first_name: string;
  readonly phone: string;
  readonly [field: string]: unknown;
}

/**
 * A leads row as submitLead stores one, contact details sealed under the row's own id,
 * for tests and benches that need many leads without submitting each; `row` sets the
 * rest (status, procedure, created_at...).
 */
export function sealedLeadRow(
  cipher: FieldCipher,
  clinicId: string,
  contact: SealedContact,
  row: Partial<Insertable<LeadsTable>> = {},
): Insertable<LeadsTable> {
  const id = row.id ?? randomUUID();
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
    dedupe_key: `seeded:${id}`,
    request_hash: null,
    consent_version: null,
    status: 'new',
    procedure: null,
    search_indexed: 0,
    created_at: new Date().toISOString(),
    ...row,
  };
}
