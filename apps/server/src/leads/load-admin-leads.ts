import type { AdminLead, LeadActivity } from '@afterlook/api';
import { LEAD_STATUSES } from '@afterlook/domain';
import type { Ports } from '../ports.ts';
import { openLeadNote } from '../privacy/lead-fields.ts';
import { parseTransformResult, type TransformJobResult } from '../transforms/transform-job.ts';
import { type LeadRow, toAdminLead } from './to-admin-lead.ts';

const toStatus = (value: string | null) => LEAD_STATUSES.find((status) => status === value) ?? null;

/**
 * Stored leads as the clinic reads them, with their messages and activity fetched in
 * one query each, and their after images' levels from their transform jobs in one more
 * (a page of 50 costs four queries, not 200).
 */
export async function loadAdminLeads(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  rows: readonly LeadRow[],
  keyEpoch: number,
): Promise<AdminLead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const jobIds = rows.flatMap((row) => (row.transform_job_id ? [row.transform_job_id] : []));
  const [messages, activity, jobs] = await Promise.all([
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
    jobIds.length === 0
      ? Promise.resolve([])
      : deps.db.selectFrom('jobs').select(['id', 'result']).where('id', 'in', jobIds).execute(),
  ]);
  const levelsOf = (row: LeadRow): TransformJobResult['images'] => {
    const job = jobs.find((entry) => entry.id === row.transform_job_id);
    return job?.result ? parseTransformResult(JSON.parse(job.result)).images : [];
  };
  const typedMessages = messages.map((message) => ({
    ...message,
    sender_type: 'patient' as const,
  }));
  const activityOf = (leadId: string): LeadActivity[] =>
    activity
      .filter((entry) => entry.lead_id === leadId)
      .map((entry) => ({
        id: entry.id,
        kind: entry.kind === 'note' ? 'note' : 'status',
        from_status: toStatus(entry.from_status),
        to_status: toStatus(entry.to_status),
        note: entry.note === null ? null : openLeadNote(deps.cipher, entry.id, entry.note),
        actor: {
          kind: entry.actor_kind === 'staff' ? 'staff' : 'admin_key',
          label: entry.actor_label,
        },
        at: entry.at,
      }));
  return Promise.all(
    rows.map((row) =>
      toAdminLead(deps, row, typedMessages, activityOf(row.id), keyEpoch, levelsOf(row)),
    ),
  );
}
