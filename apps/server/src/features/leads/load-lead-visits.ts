import { type AdminLeadVisit, PatientRecord } from '@afterlook/api';
import { PROCEDURES } from '@afterlook/domain';
import * as z from 'zod/mini';
import type { Ports } from '../../ports.ts';
import { openVisitField } from '../privacy/lead-fields.ts';
import { patientCipher } from '../privacy/patient-keys.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { findTransformOutcome } from '../transforms/transform-outcome.ts';
import { signLeadImages } from './sign-lead-images.ts';
import { toFormName, toMeasurements } from './to-admin-lead.ts';

/**
 * A returning patient's later visits of one lead, oldest first, opened with the lead's
 * own key, each with signed addresses of its pictures (the lead's own row is its first
 * visit, to-admin-lead.ts).
 */
export async function loadLeadVisits(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  patientUuid: string,
  signing: SigningClinic,
): Promise<AdminLeadVisit[]> {
  const rows = await deps.db
    .selectFrom('lead_visits')
    .innerJoin('leads', 'leads.id', 'lead_visits.lead_id')
    .selectAll('lead_visits')
    .where('leads.patient_uuid', '=', patientUuid)
    .where('lead_visits.clinic_id', '=', signing.clinicId)
    .orderBy('lead_visits.created_at')
    .orderBy('lead_visits.id')
    .execute();
  const leadId = rows[0]?.lead_id;
  if (leadId === undefined) return [];
  const cipher = await patientCipher(deps, leadId);
  return Promise.all(
    rows.map(async (row): Promise<AdminLeadVisit> => {
      const open = (column: 'form_data' | 'patient_record' | 'measurements', sealed: string) =>
        openVisitField(cipher, column, row.id, sealed);
      const levels = row.transform_job_id
        ? (await findTransformOutcome(deps, row.transform_job_id)).levels
        : [];
      return {
        id: row.id,
        procedure: PROCEDURES.find((procedure) => procedure === row.procedure) ?? null,
        form_name: toFormName(row.form_name),
        form_user_id: row.form_user_id,
        form_data: JSON.parse(open('form_data', row.form_data)) as Record<string, unknown>,
        patient_record: z.parse(
          PatientRecord,
          JSON.parse(open('patient_record', row.patient_record)),
        ),
        images: await signLeadImages(deps, row, signing, levels),
        measurements:
          row.measurements === null ? null : toMeasurements(open('measurements', row.measurements)),
        consent_version: row.consent_version,
        created_at: row.created_at,
      };
    }),
  );
}
