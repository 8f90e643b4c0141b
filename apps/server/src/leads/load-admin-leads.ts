import type { AdminLead, LeadActivity } from '@afterlook/api';
import { LEAD_MESSAGE_SENDER_TYPES, LEAD_STATUSES } from '@afterlook/domain';
import type { Ports } from '../ports.ts';
import { openLeadNote } from '../privacy/lead-fields.ts';
import { type LeadRow, toAdminLead } from './to-admin-lead.ts';

const toStatus = (value: string | null) => LEAD_STATUSES.find((status) => status === value) ?? null;
/** A row from before 'bot' existed, or an unknown value, reads as the patient's. */
const toSenderType = (value: string) =>
  LEAD_MESSAGE_SENDER_TYPES.find((type) => type === value) ?? 'patient';

/**
 * Stored leads as the clinic reads them, with their messages and activity fetched in
 * one query each (a page of 50 costs three queries, not 150).
 */
export async function loadAdminLeads(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  rows: readonly LeadRow[],
  keyEpoch: number,
): Promise<AdminLead[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [messages, activity] = await Promise.all([
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
  ]);
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
        note: entry.note === null ? null : openLeadNote(deps.cipher, entry.id, entry.note),
        actor: {
          kind: entry.actor_kind === 'staff' ? 'staff' : 'admin_key',
          label: entry.actor_label,
        },
        at: entry.at,
      }));
  return Promise.all(
    rows.map((row) => toAdminLead(deps, row, typedMessages, activityOf(row.id), keyEpoch)),
  );
}
