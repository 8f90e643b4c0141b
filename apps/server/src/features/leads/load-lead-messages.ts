import { AdminLeadMessage } from '@afterlook/api';
import { LEAD_MESSAGE_SENDER_TYPES } from '@afterlook/domain';
import * as z from 'zod/mini';
import type { Ports } from '../../ports.ts';
import { openLeadMessage } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';

/** A row from before 'bot' existed, or an unknown value, reads as the patient's. */
const toSenderType = (value: string) =>
  LEAD_MESSAGE_SENDER_TYPES.find((type) => type === value) ?? 'patient';

/**
 * The messages of the clinic's leads (by patient_uuid), oldest first and opened, in one
 * query. Only a lead's own page reads them (finding 15): the list carries their count.
 */
export async function loadLeadMessages(
  deps: Pick<Ports, 'db' | 'cipher'>,
  clinicId: string,
  patientUuids: readonly string[],
): Promise<Map<string, AdminLeadMessage[]>> {
  const byLead = new Map<string, AdminLeadMessage[]>();
  if (patientUuids.length === 0) return byLead;
  const rows = await deps.db
    .selectFrom('lead_messages')
    .innerJoin('leads', 'leads.id', 'lead_messages.lead_id')
    .select([
      'leads.patient_uuid',
      'lead_messages.lead_id',
      'lead_messages.id',
      'lead_messages.message',
      'lead_messages.sender_type',
      'lead_messages.created_at',
    ])
    .where('leads.clinic_id', '=', clinicId)
    .where('leads.patient_uuid', 'in', patientUuids)
    .orderBy('lead_messages.created_at')
    .orderBy('lead_messages.id')
    .execute();
  // Each lead's own key opens its messages (finding 11).
  const cipherOf = await patientCiphers(
    deps,
    rows.map((row) => row.lead_id),
  );
  for (const { patient_uuid, lead_id, id, message, sender_type, created_at } of rows) {
    const messages = byLead.get(patient_uuid) ?? [];
    messages.push(
      z.parse(AdminLeadMessage, {
        id,
        message: openLeadMessage(cipherOf(lead_id), id, message),
        sender_type: toSenderType(sender_type),
        created_at,
      }),
    );
    byLead.set(patient_uuid, messages);
  }
  return byLead;
}
