import { PROCEDURES, type Procedure } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import { openLeadField } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';

/** The least of a lead an alert tells: when, what for, the first name's initial. */
export interface LeadSummary {
  readonly patientUuid: string;
  readonly createdAt: string;
  readonly procedure: Procedure | null;
  /** One letter, upper case; null when the lead has no first name. */
  readonly initial: string | null;
}

export type LeadWindow =
  | { readonly ids: readonly string[] }
  | { readonly after: string; readonly upTo: string; readonly limit: number };

const isProcedure = (value: string | null): value is Procedure =>
  value !== null && (PROCEDURES as readonly string[]).includes(value);

/** The first letter of the first name (Unicode-aware), never more of it. */
const initialOf = (patientRecord: string): string | null => {
  const { first_name } = JSON.parse(patientRecord) as { first_name?: unknown };
  const letter = typeof first_name === 'string' ? first_name.trim().match(/\p{L}/u)?.[0] : null;
  return letter ? letter.toLocaleUpperCase() : null;
};

/**
 * The clinic's leads as alerts tell them, oldest first: by id, or those created in a
 * digest's window (after `after`, up to `upTo`). Only the sealed record is opened, for
 * the initial; nothing else of the patient is read.
 */
export async function leadSummaries(
  deps: Pick<Ports, 'db' | 'cipher'>,
  clinicId: string,
  window: LeadWindow,
): Promise<LeadSummary[]> {
  let query = deps.db
    .selectFrom('leads')
    .select(['id', 'patient_uuid', 'created_at', 'procedure', 'patient_record'])
    .where('clinic_id', '=', clinicId)
    .orderBy('created_at')
    .orderBy('id');
  query =
    'ids' in window
      ? query.where('id', 'in', window.ids.length > 0 ? window.ids : [''])
      : query
          .where('created_at', '>', window.after)
          .where('created_at', '<=', window.upTo)
          .limit(window.limit);
  const rows = await query.execute();
  const cipherOf = await patientCiphers(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    patientUuid: row.patient_uuid,
    createdAt: row.created_at,
    procedure: isProcedure(row.procedure) ? row.procedure : null,
    initial: initialOf(
      openLeadField(cipherOf(row.id), 'patient_record', row.id, row.patient_record),
    ),
  }));
}

/** How many of the clinic's leads a digest's window holds. */
export async function countLeads(
  deps: Pick<Ports, 'db'>,
  clinicId: string,
  after: string,
  upTo: string,
): Promise<number> {
  const row = await deps.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('clinic_id', '=', clinicId)
    .where('created_at', '>', after)
    .where('created_at', '<=', upTo)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
