import {
  type AdminLeadSummary,
  type LeadActivity,
  type LeadAssignee,
  LeadMeasurements,
  PatientRecord,
} from '@afterlook/api';
import { FORM_NAMES, type FormName, LEAD_STATUSES, PROCEDURES } from '@afterlook/domain';
import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { LeadsTable } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { openLeadField, type SealedLeadColumn } from '../privacy/lead-fields.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import type { AfterLevel } from '../transforms/transform-outcome.ts';
import { signLeadImages } from './sign-lead-images.ts';

export type LeadRow = Pick<
  Selectable<LeadsTable>,
  | 'id'
  | 'patient_uuid'
  | 'clinic_id'
  | 'form_name'
  | 'form_user_id'
  | 'form_data'
  | 'patient_record'
  | 'batch_id'
  | 'image_source'
  | 'before_image_key'
  | 'sample_model_id'
  | 'transform_job_id'
  | 'after_image_keys'
  | 'is_debug'
  | 'measurements'
  | 'consent_version'
  | 'status'
  | 'procedure'
  | 'created_at'
  | 'last_visit_at'
  | 'visit_count'
  | 'assigned_staff_id'
>;

export const LEAD_COLUMNS = [
  'id',
  'patient_uuid',
  'clinic_id',
  'form_name',
  'form_user_id',
  'form_data',
  'patient_record',
  'batch_id',
  'image_source',
  'before_image_key',
  'sample_model_id',
  'transform_job_id',
  'after_image_keys',
  'is_debug',
  'measurements',
  'consent_version',
  'status',
  'procedure',
  'created_at',
  'last_visit_at',
  'visit_count',
  'assigned_staff_id',
] as const satisfies readonly (keyof LeadRow)[];

/**
 * A stored lead as the clinic's list reads it: the count of its messages (the lead's
 * own call loads them, load-lead-messages.ts), its visits' count and latest time, and
 * signed read addresses of its before and after pictures (sign-lead-images.ts).
 */
export async function toAdminLead(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  row: LeadRow,
  messageCount: number,
  activity: LeadActivity[],
  signing: SigningClinic,
  /** The transform's after images (level, implant size), series order; [] when unknown. */
  afterLevels: readonly AfterLevel[] = [],
  /** The member working the lead (their email from staff_users); null when nobody is. */
  assignedTo: LeadAssignee | null = null,
): Promise<AdminLeadSummary> {
  const open = (column: SealedLeadColumn, sealed: string) =>
    openLeadField(deps.cipher, column, row.id, sealed);
  return {
    patient_uuid: row.patient_uuid,
    status: LEAD_STATUSES.find((status) => status === row.status) ?? 'new',
    procedure: PROCEDURES.find((procedure) => procedure === row.procedure) ?? null,
    form_name: toFormName(row.form_name),
    form_user_id: row.form_user_id,
    is_debug: row.is_debug === 1,
    batch_id: row.batch_id,
    form_data: JSON.parse(open('form_data', row.form_data)) as Record<string, unknown>,
    patient_record: z.parse(PatientRecord, JSON.parse(open('patient_record', row.patient_record))),
    images: await signLeadImages(deps, row, signing, afterLevels),
    message_count: messageCount,
    measurements:
      row.measurements === null ? null : toMeasurements(open('measurements', row.measurements)),
    consent_version: row.consent_version,
    activity,
    created_at: row.created_at,
    last_visit_at: row.last_visit_at ?? row.created_at,
    visit_count: row.visit_count,
    assigned_to: assignedTo,
  };
}

const StoredMeasurements = z.extend(LeadMeasurements, { updated_at: z.string() });
export const toMeasurements = (json: string) => z.parse(StoredMeasurements, JSON.parse(json));

export const toFormName = (value: string): FormName => {
  const found = FORM_NAMES.find((name) => name === value);
  if (!found) throw new Error(`stored lead has an unknown form_name: ${value}`);
  return found;
};
