import type { LeadAlertMode } from '@afterlook/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';
import { stageJob } from '../outbox/stage-job.ts';
import {
  STAFF_ALERT_JOB_KIND,
  STAFF_ALERT_MAX_ATTEMPTS,
  type StaffAlertJobInput,
} from './staff-alert-job.ts';

/** Who hears of something: members whose lead alerts are one of `modes`, or the owners. */
export type AlertAudience =
  | { readonly leadAlerts: readonly LeadAlertMode[] }
  | { readonly owners: true };

/** The clinic's members (accounts in use, never a pending invite) in that audience. */
export async function alertRecipients(
  trx: Transaction<Database>,
  clinicId: string,
  audience: AlertAudience,
): Promise<string[]> {
  let query = trx
    .selectFrom('staff_users')
    .select('id')
    .where('clinic_id', '=', clinicId)
    .where('password_hash', 'is not', null);
  query =
    'owners' in audience
      ? query.where('role', '=', 'owner')
      : query.where('lead_alerts', 'in', audience.leadAlerts);
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

/**
 * Stages one email per member in the caller's transaction (the job outbox: sent if and
 * only if what caused it commits, each retried on its own). `subject` names the event in
 * the outbox key, so an event staged twice emails each member once. Answers the keys.
 */
export async function stageStaffAlerts(
  trx: Transaction<Database>,
  at: string,
  clinicId: string,
  subject: string,
  staffIds: readonly string[],
  alert: (staffId: string) => StaffAlertJobInput,
): Promise<string[]> {
  const keys: string[] = [];
  for (const staffId of staffIds) {
    keys.push(
      await stageJob(trx, at, {
        idempotencyKey: `staff-alert:${subject}:${staffId}`,
        kind: STAFF_ALERT_JOB_KIND,
        clinicId,
        input: alert(staffId),
        maxAttempts: STAFF_ALERT_MAX_ATTEMPTS,
      }),
    );
  }
  return keys;
}
