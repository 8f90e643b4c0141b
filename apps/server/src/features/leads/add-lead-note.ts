import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import type { ClinicActor } from '../api-keys/verify-admin-key.ts';
import { sealLeadNote } from '../privacy/lead-fields.ts';
import { patientCipherForWrite } from '../privacy/patient-keys.ts';

/** Adds a staff note to a lead of the clinic (sealed under the lead's key), with who and when. */
export async function addLeadNote(
  deps: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  clinicId: string,
  patientUuid: string,
  note: string,
  actor: ClinicActor,
): Promise<Result<{ id: string }, 'lead_not_found'>> {
  const lead = await deps.db
    .selectFrom('leads')
    .select('id')
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (!lead) return fail('lead_not_found', 'No such lead');
  const id = newId();
  const now = deps.clock();
  const cipher = await patientCipherForWrite(deps, { id: lead.id, kind: 'lead', clinicId }, now);
  await deps.db
    .insertInto('lead_activity')
    .values({
      id,
      lead_id: lead.id,
      kind: 'note',
      from_status: null,
      to_status: null,
      note: sealLeadNote(cipher, id, note),
      actor_kind: actor.kind,
      actor_label: actor.label,
      at: now.toISOString(),
    })
    .execute();
  return ok({ id });
}
