import type { LeadMessageRequest, LeadMessageResponse } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { sealLeadMessage } from '../privacy/lead-fields.ts';
import { patientCipherForWrite } from '../privacy/patient-keys.ts';
import { findSessionLead } from './find-session-lead.ts';
import { leadMessageRoom } from './lead-message-room.ts';
import type { LeadRequester } from './submit-lead.ts';

export type AddLeadMessageError = 'lead_not_found' | 'lead_message_limit_reached';

/**
 * A time after the lead's latest message: the clinic reads messages by time, and a
 * conversation sent one message after another within a millisecond must keep its order.
 */
async function nextMessageTime(db: Db, leadId: string, now: Date): Promise<string> {
  const { latest } = await db
    .selectFrom('lead_messages')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  const after = latest ? Date.parse(latest) + 1 : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

/**
 * Adds a patient's message to their own lead: one the same session submitted, or a
 * returning patient's lead this session's submission became a visit of. Another
 * patient's lead, another clinic's and an unknown uuid answer the same 'lead_not_found'.
 * The message is sealed at rest, and refused past the lead's or the session's share
 * (lead-message-room.ts, finding 15).
 */
export async function addLeadMessage(
  { db, clock, cipher }: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  requester: LeadRequester,
  patientUuid: string,
  request: LeadMessageRequest,
): Promise<Result<LeadMessageResponse, AddLeadMessageError>> {
  const lead = await findSessionLead(db, requester, patientUuid);
  if (!lead) return fail('lead_not_found', 'No such lead');
  const id = newId();
  const leadCipher = await patientCipherForWrite(
    { db, cipher },
    { id: lead.id, kind: 'lead', clinicId: requester.clinicId },
    clock(),
  );
  const sealed = sealLeadMessage(leadCipher, id, request.message);
  return db.transaction().execute(async (trx) => {
    // The session's row locked (a no-op write): its adds run one at a time, so parallel
    // posts cannot all pass the room check at once.
    await trx
      .updateTable('sessions')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', requester.sessionId)
      .execute();
    const full = await leadMessageRoom(trx, lead.id, requester, sealed.length);
    if (full) return fail('lead_message_limit_reached', full);
    const created_at = await nextMessageTime(trx, lead.id, clock());
    await trx
      .insertInto('lead_messages')
      .values({ id, created_at, lead_id: lead.id, message: sealed, sender_type: 'patient' })
      .execute();
    return ok({ id, created_at });
  });
}
