import type { LeadMeasurements, LeadMeasurementsResponse } from '@afterlook/api';
import type { Db } from '../db/create-db.ts';
import type { Clock } from '../lib/clock.ts';
import { fail, ok, type Result } from '../lib/result.ts';

/**
 * Stores the measurements a patient adds to their lead ('help your surgeon prepare'),
 * replacing earlier ones. Another clinic's lead and an unknown uuid answer the same
 * 'lead_not_found'.
 */
export async function saveLeadMeasurements(
  db: Db,
  clock: Clock,
  clinicId: string,
  patientUuid: string,
  measurements: LeadMeasurements,
): Promise<Result<LeadMeasurementsResponse, 'lead_not_found'>> {
  const updatedAt = clock().toISOString();
  const saved = await db
    .updateTable('leads')
    .set({ measurements: JSON.stringify({ ...measurements, updated_at: updatedAt }) })
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  if (Number(saved.numUpdatedRows) === 0) return fail('lead_not_found', 'No such lead');
  return ok({ updated_at: updatedAt });
}
