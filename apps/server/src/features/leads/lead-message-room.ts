import { interpolate, LEAD_MESSAGE_LIMITS, MESSAGES } from '@afterlook/domain';
import type { Db } from '../../ports/db-schema.ts';
import type { LeadRequester } from './submit-lead.ts';

interface Held {
  readonly messages: number;
  readonly storedBytes: number;
}

/** Whether one more message of `storedBytes` keeps within a limit. */
const fits = (held: Held, storedBytes: number, limit: Held) =>
  held.messages + 1 <= limit.messages && held.storedBytes + storedBytes <= limit.storedBytes;

const refusal = (template: string, limit: Held) =>
  interpolate(template, { messages: limit.messages, kilobytes: limit.storedBytes / 1024 });

/**
 * Whether a sealed message of `storedBytes` (sealed text is ASCII: characters are bytes)
 * still fits on the lead and on all of the session's leads (LEAD_MESSAGE_LIMITS); null
 * when it does, else the refusal's words in the session's language.
 * Run it where the session's adds are serialised, or parallel posts all pass it.
 */
export async function leadMessageRoom(
  db: Db,
  leadId: string,
  owner: LeadRequester,
  storedBytes: number,
): Promise<string | null> {
  const { perLead, perSession } = LEAD_MESSAGE_LIMITS;
  const texts = MESSAGES[owner.lang ?? 'en'].limits;
  const held = (query: { messages: number | string; bytes: number | string | null }): Held => ({
    messages: Number(query.messages),
    storedBytes: Number(query.bytes ?? 0),
  });
  const onLead = held(
    await db
      .selectFrom('lead_messages')
      .select((eb) => [
        eb.fn.countAll<number>().as('messages'),
        eb.fn.sum<number | null>(eb.fn('length', ['message'])).as('bytes'),
      ])
      .where('lead_id', '=', leadId)
      .executeTakeFirstOrThrow(),
  );
  if (!fits(onLead, storedBytes, perLead)) return refusal(texts.leadMessagesFull, perLead);
  const onSession = held(
    await db
      .selectFrom('lead_messages')
      .innerJoin('leads', 'leads.id', 'lead_messages.lead_id')
      .select((eb) => [
        eb.fn.countAll<number>().as('messages'),
        eb.fn.sum<number | null>(eb.fn('length', ['lead_messages.message'])).as('bytes'),
      ])
      .where('leads.session_id', '=', owner.sessionId)
      .where('leads.clinic_id', '=', owner.clinicId)
      .executeTakeFirstOrThrow(),
  );
  if (!fits(onSession, storedBytes, perSession)) {
    return refusal(texts.sessionLeadMessagesFull, perSession);
  }
  return null;
}
