import type { Transaction } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';
import type { Ports } from '../../ports.ts';
import { alertRecipients, stageStaffAlerts } from './alert-recipients.ts';

/**
 * A follow-up's email (a promise due in 12 hours, an urgent chat due now) to every
 * member whose alerts are on, at once whatever their mode: a daily digest could come
 * after the deadline. Staged in the task's own transaction; a task reopened with a new
 * deadline is told again. Answers the outbox keys to relay after the commit.
 */
export async function stageFollowUpAlerts(
  trx: Transaction<Database>,
  deps: Pick<Ports, 'clock' | 'mailer'>,
  clinicId: string,
  followUpId: string,
  dueAt: string,
): Promise<string[]> {
  if (!deps.mailer) return [];
  const members = await alertRecipients(trx, clinicId, { leadAlerts: ['instant', 'digest'] });
  return stageStaffAlerts(
    trx,
    deps.clock().toISOString(),
    clinicId,
    `follow-up:${followUpId}:${dueAt}`,
    members,
    (staffId) => ({ alert: 'follow_up', staffId, followUpId }),
  );
}
