import {
  type AdminLeadSummary,
  type LeadActivity,
  LeadMeasurements,
  PatientRecord,
} from '@afterlook/api';
import { FORM_NAMES, type FormName, LEAD_STATUSES, PROCEDURES } from '@afterlook/domain';
import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { LeadsTable } from '../../ports/db-schema.ts';
import { SAMPLE_MODEL_ROUTE_PREFIX } from '../../ports/sample-models.ts';
import type { Ports } from '../../ports.ts';
import { openLeadField, type SealedLeadColumn } from '../privacy/lead-fields.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { readGrant } from '../signing/read-grant.ts';
import { findTransformImageKeys } from '../transforms/find-transform.ts';
import type { TransformJobResult } from '../transforms/transform-job.ts';

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
] as const satisfies readonly (keyof LeadRow)[];

/**
 * A stored lead as the clinic's list reads it: the count of its messages (the lead's
 * own call loads them, load-lead-messages.ts) and signed read addresses of its before
 * and after pictures, valid one hour at most. Addresses signed for a staff
 * member end with their session (on S3, which cannot check it, within 5 minutes).
 * After images of a transform that was still running at submission are looked up now.
 */
export async function toAdminLead(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  row: LeadRow,
  messageCount: number,
  activity: LeadActivity[],
  signing: SigningClinic,
  /** The transform's after images (level, implant size), series order; [] when unknown. */
  afterLevels: TransformJobResult['images'] = [],
): Promise<AdminLeadSummary> {
  const now = deps.clock();
  const open = (column: SealedLeadColumn, sealed: string) =>
    openLeadField(deps.cipher, column, row.id, sealed);
  // The pictures' URLs end together (readGrant: an hour, S3 15 min, a staff member's 5).
  const grant = readGrant(signing, deps.blobs);
  let afterKeys = JSON.parse(row.after_image_keys) as string[];
  if (afterKeys.length === 0 && row.transform_job_id !== null) {
    afterKeys = await findTransformImageKeys(deps, row.transform_job_id);
  }
  let beforeUrl: string | null = null;
  if (row.image_source === 'upload' && row.before_image_key !== null) {
    beforeUrl = await deps.blobs.signedUrl('get', row.before_image_key, grant);
  } else if (row.image_source === 'sample' && row.sample_model_id !== null) {
    // Our own renders, public like the model picker's pictures.
    beforeUrl = `${SAMPLE_MODEL_ROUTE_PREFIX}${row.sample_model_id}.png`;
  }
  const afterUrls = await Promise.all(
    afterKeys.map((key) => deps.blobs.signedUrl('get', key, grant)),
  );
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
    images: {
      source:
        row.image_source === 'upload' || row.image_source === 'sample' ? row.image_source : null,
      before_url: beforeUrl,
      after_urls: afterUrls,
      after_levels:
        afterLevels.length === afterKeys.length
          ? afterLevels.map(({ level, implant_size_in_cc }) => ({ level, implant_size_in_cc }))
          : [],
      expires_at: new Date(now.getTime() + grant.ttlMs).toISOString(),
    },
    message_count: messageCount,
    measurements:
      row.measurements === null ? null : toMeasurements(open('measurements', row.measurements)),
    consent_version: row.consent_version,
    activity,
    created_at: row.created_at,
  };
}

const StoredMeasurements = z.extend(LeadMeasurements, { updated_at: z.string() });
const toMeasurements = (json: string) => z.parse(StoredMeasurements, JSON.parse(json));

const toFormName = (value: string): FormName => {
  const found = FORM_NAMES.find((name) => name === value);
  if (!found) throw new Error(`stored lead has an unknown form_name: ${value}`);
  return found;
};
