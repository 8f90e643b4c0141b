import type { LeadMessageRequest, LeadMessageResponse } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { sealLeadMessage } from '../privacy/lead-fields.ts';
import { patientCipherForWrite } from '../privacy/patient-keys.ts';
import type { LeadOwner } from './submit-lead.ts';

/**
 * A time after the lead's latest message: the clinic reads messages by time, and a
 * conversation sent one message after another within a millisecond must keep its order.
 */
async function nextMessageTime(db: Ports['db'], leadId: string, now: Date): Promise<string> {
  const { latest } = await db
    .selectFrom('lead_messages')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  const after = latest ? Date.parse(latest) + 1 : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

/**
 * Adds a patient's message to their own lead: one the same session submitted. Another
 * patient's lead, another clinic's and an unknown uuid answer the same 'lead_not_found'.
 * The message is sealed under the lead's own key.
 */
export async function addLeadMessage(
  { db, clock, cipher }: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  owner: LeadOwner,
  patientUuid: string,
  request: LeadMessageRequest,
): Promise<Result<LeadMessageResponse, 'lead_not_found'>> {
  const lead = await db
    .selectFrom('leads')
    .select('id')
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', owner.clinicId)
    .where('session_id', '=', owner.sessionId)
    .executeTakeFirst();
  if (!lead) return fail('lead_not_found', 'No such lead');
  const message = { id: newId(), created_at: await nextMessageTime(db, lead.id, clock()) };
  const leadCipher = await patientCipherForWrite(
    { db, cipher },
    { id: lead.id, kind: 'lead', clinicId: owner.clinicId },
    clock(),
  );
  await db
    .insertInto('lead_messages')
    .values({
      ...message,
      lead_id: lead.id,
      message: sealLeadMessage(leadCipher, message.id, request.message),
      sender_type: request.sender_type,
    })
    .execute();
  return ok(message);
}
