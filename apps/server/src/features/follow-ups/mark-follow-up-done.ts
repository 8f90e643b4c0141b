import type { AdminFollowUp } from '@afterlook/api';
import type { Ports } from '../../ports.ts';
import { patientCipher } from '../privacy/patient-keys.ts';
import { FOLLOW_UP_COLUMNS, toAdminFollowUp } from './list-follow-ups.ts';

/**
 * Marks one of the clinic's tasks done, with who and when. Another clinic's id reads as
 * unknown (null → 404). Marking a done task again keeps its first who and when.
 */
export async function markFollowUpDone(
  deps: Pick<Ports, 'db' | 'cipher' | 'clock'>,
  clinicId: string,
  followUpId: string,
  doneBy: string,
): Promise<AdminFollowUp | null> {
  await deps.db
    .updateTable('follow_ups')
    .set({ done_at: deps.clock().toISOString(), done_by: doneBy })
    .where('id', '=', followUpId)
    .where('clinic_id', '=', clinicId)
    .where('done_at', 'is', null)
    .execute();
  const row = await deps.db
    .selectFrom('follow_ups')
    .select(FOLLOW_UP_COLUMNS)
    .where('id', '=', followUpId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return row ? toAdminFollowUp(await patientCipher(deps, row.id), row) : null;
}
