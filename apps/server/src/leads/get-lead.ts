import type { AdminLead } from '@afterlook/api';
import { fail, ok, type Result } from '../lib/result.ts';
import type { Ports } from '../ports.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { LEAD_COLUMNS, toAdminLead } from './to-admin-lead.ts';

/** One lead of the clinic; another clinic's lead is 'lead_not_found' like a missing one. */
export async function getLead(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  { clinicId, keyEpoch }: SigningClinic,
  patientUuid: string,
): Promise<Result<AdminLead, 'lead_not_found'>> {
  const row = await deps.db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!row) return fail('lead_not_found', 'No such lead');
  const messages = await deps.db
    .selectFrom('lead_messages')
    .select(['id', 'lead_id', 'message', 'sender_type', 'created_at'])
    .where('lead_id', '=', row.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return ok(
    await toAdminLead(
      deps,
      row,
      messages.map((message) => ({ ...message, sender_type: 'patient' as const })),
      keyEpoch,
    ),
  );
}
