import type { Transaction } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { alertRecipients, stageStaffAlerts } from './alert-recipients.ts';

/**
 * A new lead's email to each member who wants new leads at once, staged in the lead's
 * own transaction (submit-lead.ts); with `visitId`, a returning patient's new visit of it
 * (add-returning-visit.ts). Digest members hear of leads in their digest
 * (schedule-lead-digests.ts). Nothing is staged while the server sends no email.
 * Answers the outbox keys to relay after the commit.
 */
export async function stageLeadAlerts(
  trx: Transaction<Database>,
  deps: Pick<Ports, 'clock' | 'mailer'>,
  clinicId: string,
  leadId: string,
  visitId?: string,
): Promise<string[]> {
  if (!deps.mailer) return [];
  const members = await alertRecipients(trx, clinicId, { leadAlerts: ['instant'] });
  return stageStaffAlerts(
    trx,
    deps.clock().toISOString(),
    clinicId,
    visitId === undefined ? `lead:${leadId}` : `visit:${visitId}`,
    members,
    (staffId) =>
      visitId === undefined
        ? { alert: 'new_lead', staffId, leadId }
        : { alert: 'returning_visit', staffId, leadId, visitId },
  );
}
