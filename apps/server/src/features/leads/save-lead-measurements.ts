import type { LeadMeasurements, LeadMeasurementsResponse } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { sealLeadField, sealVisitField } from '../privacy/lead-fields.ts';
import { patientCipherForWrite } from '../privacy/patient-keys.ts';
import { findSessionLead } from './find-session-lead.ts';
import type { LeadOwner } from './submit-lead.ts';

/**
 * Stores the measurements a patient adds to their lead ('help your surgeon prepare'),
 * replacing earlier ones. Only the session that submitted the lead may, or one whose
 * submission became a visit of it (stored on that visit, sealed under the lead's key): another
 * patient's lead, another clinic's and an unknown uuid answer the same 'lead_not_found'.
 * They are sealed under the lead's key.
 */
export async function saveLeadMeasurements(
  { db, clock, cipher }: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  owner: LeadOwner,
  patientUuid: string,
  measurements: LeadMeasurements,
): Promise<Result<LeadMeasurementsResponse, 'lead_not_found'>> {
  const lead = await findSessionLead(db, owner, patientUuid);
  if (!lead) return fail('lead_not_found', 'No such lead');
  const now = clock();
  const updatedAt = now.toISOString();
  const stored = JSON.stringify({ ...measurements, updated_at: updatedAt });
  const leadCipher = await patientCipherForWrite(
    { db, cipher },
    { id: lead.id, kind: 'lead', clinicId: owner.clinicId },
    now,
  );
  if (lead.visitId !== null) {
    // A returning patient's visit keeps its own: the earlier visits' stay as they were.
    await db
      .updateTable('lead_visits')
      .set({ measurements: sealVisitField(leadCipher, 'measurements', lead.visitId, stored) })
      .where('id', '=', lead.visitId)
      .execute();
    return ok({ updated_at: updatedAt });
  }
  await db
    .updateTable('leads')
    .set({ measurements: sealLeadField(leadCipher, 'measurements', lead.id, stored) })
    .where('id', '=', lead.id)
    .execute();
  return ok({ updated_at: updatedAt });
}
