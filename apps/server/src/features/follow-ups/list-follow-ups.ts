import type { AdminFollowUp } from '@afterlook/api';
import type { FollowUpKind, FollowUpStatus, Procedure, SafetyCategory } from '@afterlook/domain';
import type { FollowUpsTable } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';
import { openFollowUpField } from './follow-up-fields.ts';

/** More than a clinic works through in a day; older open tasks show once these are done. */
const LIST_LIMIT = 500;

/** A follow-up as the clinic reads it: all but whose clinic and session it came from. */
type FollowUpRow = Omit<FollowUpsTable, 'clinic_id' | 'session_id'>;

export const toAdminFollowUp = (cipher: Ports['cipher'], row: FollowUpRow): AdminFollowUp => ({
  id: row.id,
  // Written only from the FollowUpRequest schema's enums.
  kind: row.kind as FollowUpKind,
  // An urgent chat whose lead named no procedure keeps '' (the column is part of a key).
  procedure: row.procedure ? (row.procedure as Procedure) : null,
  // Written only from the domain's SAFETY_CATEGORIES.
  reason: row.reason as SafetyCategory | null,
  name: openFollowUpField(cipher, 'name', row.id, row.name),
  email: openFollowUpField(cipher, 'email', row.id, row.email),
  phone: openFollowUpField(cipher, 'phone', row.id, row.phone),
  created_at: row.created_at,
  due_at: row.due_at,
  done_at: row.done_at,
  done_by: row.done_by,
});

export const FOLLOW_UP_COLUMNS = [
  'id',
  'kind',
  'procedure',
  'name',
  'email',
  'phone',
  'created_at',
  'due_at',
  'done_at',
  'done_by',
  'reason',
] as const;

/** The clinic's open tasks soonest due first, or its done ones latest first. */
export async function listFollowUps(
  deps: Pick<Ports, 'db' | 'cipher'>,
  clinicId: string,
  status: FollowUpStatus,
): Promise<AdminFollowUp[]> {
  const query = deps.db
    .selectFrom('follow_ups')
    .select(FOLLOW_UP_COLUMNS)
    .where('clinic_id', '=', clinicId)
    .limit(LIST_LIMIT);
  const rows = await (status === 'open'
    ? query.where('done_at', 'is', null).orderBy('due_at', 'asc')
    : query.where('done_at', 'is not', null).orderBy('done_at', 'desc')
  ).execute();
  const cipherOf = await patientCiphers(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminFollowUp(cipherOf(row.id), row));
}
