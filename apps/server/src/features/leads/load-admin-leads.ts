import type { AdminLead, LeadActivity } from '@afterlook/api';
import { LEAD_MESSAGE_SENDER_TYPES, LEAD_STATUSES } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { openLeadNote } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';
import { parseTransformResult, type TransformJobResult } from '../transforms/transform-job.ts';
import { type LeadRow, toAdminLead } from './to-admin-lead.ts';

const toStatus = (value: string | null) => LEAD_STATUSES.find((status) => status === value) ?? null;
/** A row from before 'bot' existed, or an unknown value, reads as the patient's. */
const toSenderType = (value: string) =>
  LEAD_MESSAGE_SENDER_TYPES.find((type) => type === value) ?? 'patient';

/**
 * Stored leads as the clinic reads them, with their messages and activity fetched in
 * one query each (a page of 50 costs three queries, not 150), and their after images'
 * levels from their transform jobs (the job queue's port).
 */
export async function loadAdminLeads(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher' | 'jobs'>,
  rows: readonly LeadRow[],
  signing: SigningClinic,
): Promise<AdminLead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const jobIds = [
    ...new Set(rows.flatMap((row) => (row.transform_job_id ? [row.transform_job_id] : []))),
  ];
  const [cipherOf, messages, activity, jobs] = await Promise.all([
    // Each lead's own key: one query, one unwrap per lead (finding 11).
    patientCiphers(deps, ids),
    deps.db
      .selectFrom('lead_messages')
      .select(['id', 'lead_id', 'message', 'sender_type', 'created_at'])
      .where('lead_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('lead_activity')
      .selectAll()
      .where('lead_id', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    // Through the job queue's port (it owns its table): a primary-key read per job.
    Promise.all(jobIds.map((id) => deps.jobs.get(id))),
  ]);
  const levelsOf = (row: LeadRow): TransformJobResult['images'] => {
    const job = jobs.find((entry) => entry !== null && entry.id === row.transform_job_id);
    return job?.status === 'done' ? parseTransformResult(job.result).images : [];
  };
  const typedMessages = messages.map((message) => ({
    ...message,
    sender_type: toSenderType(message.sender_type),
  }));
  const activityOf = (leadId: string): LeadActivity[] =>
    activity
      .filter((entry) => entry.lead_id === leadId)
      .map((entry) => ({
        id: entry.id,
        kind: entry.kind === 'note' ? 'note' : 'status',
        from_status: toStatus(entry.from_status),
        to_status: toStatus(entry.to_status),
        note:
          entry.note === null ? null : openLeadNote(cipherOf(leadId), entry.id, entry.note),
        actor: {
          kind: entry.actor_kind === 'staff' ? 'staff' : 'admin_key',
          label: entry.actor_label,
        },
        at: entry.at,
      }));
  return Promise.all(
    rows.map((row) =>
      toAdminLead(
        { ...deps, cipher: cipherOf(row.id) },
        row,
        typedMessages,
        activityOf(row.id),
        signing,
        levelsOf(row),
      ),
    ),
  );
}
