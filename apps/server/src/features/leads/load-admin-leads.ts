import type { AdminLeadSummary, LeadActivity } from '@afterlook/api';
import { LEAD_STATUSES } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import { openLeadNote } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { findTransformOutcomes } from '../transforms/transform-outcome.ts';
import { type LeadRow, toAdminLead } from './to-admin-lead.ts';

const toStatus = (value: string | null) => LEAD_STATUSES.find((status) => status === value) ?? null;

/**
 * Stored leads as the clinic's list reads them, with the count of their messages (not
 * the messages: load-lead-messages.ts, finding 15) and their activity fetched in one
 * query each (a page of 50 costs three queries, not 150), and their after images'
 * levels from their transforms' records (one query too).
 */
export async function loadAdminLeads(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  rows: readonly LeadRow[],
  signing: SigningClinic,
): Promise<AdminLeadSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const jobIds = [
    ...new Set(rows.flatMap((row) => (row.transform_job_id ? [row.transform_job_id] : []))),
  ];
  const assigneeIds = [
    ...new Set(rows.flatMap((row) => (row.assigned_staff_id ? [row.assigned_staff_id] : []))),
  ];
  const [cipherOf, messageCounts, activity, outcomes, assignees] = await Promise.all([
    // Each lead's own key: one query, one unwrap per lead (finding 11).
    patientCiphers(deps, ids),
    deps.db
      .selectFrom('lead_messages')
      .select((eb) => ['lead_id', eb.fn.countAll<number>().as('count')])
      .where('lead_id', 'in', ids)
      .groupBy('lead_id')
      .execute(),
    deps.db
      .selectFrom('lead_activity')
      .selectAll()
      .where('lead_id', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    findTransformOutcomes(deps, jobIds),
    assigneeIds.length === 0
      ? []
      : deps.db
          .selectFrom('staff_users')
          .select(['id', 'email'])
          .where('id', 'in', assigneeIds)
          .execute(),
  ]);
  const assigneeOf = (row: LeadRow) => {
    const member = assignees.find((entry) => entry.id === row.assigned_staff_id);
    return member ? { staff_id: member.id, email: member.email } : null;
  };
  const levelsOf = (row: LeadRow) =>
    (row.transform_job_id ? outcomes.get(row.transform_job_id)?.levels : undefined) ?? [];
  const messageCountOf = (leadId: string) =>
    Number(messageCounts.find((entry) => entry.lead_id === leadId)?.count ?? 0);
  const activityOf = (leadId: string): LeadActivity[] =>
    activity
      .filter((entry) => entry.lead_id === leadId)
      .map((entry) => ({
        id: entry.id,
        kind: entry.kind === 'note' ? 'note' : 'status',
        from_status: toStatus(entry.from_status),
        to_status: toStatus(entry.to_status),
        note: entry.note === null ? null : openLeadNote(cipherOf(leadId), entry.id, entry.note),
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
        messageCountOf(row.id),
        activityOf(row.id),
        signing,
        levelsOf(row),
        assigneeOf(row),
      ),
    ),
  );
}
