import type { JobHandler } from '../../ports/job-queue.ts';
import type { Ports } from '../../ports.ts';
import { composeStaffAlert } from './compose-staff-alert.ts';
import type { StaffAlertJobInput } from './staff-alert-job.ts';

/**
 * Sends one alert email to one member: written now (compose-staff-alert.ts) and handed to
 * the SMTP server. A refused or unreachable server throws (a MailSendError naming no
 * address), so the queue retries with backoff. The member must still be one of the
 * job's clinic, with an account in use; an address is never logged or kept in a result.
 */
export function createStaffAlertJobHandler(
  deps: Pick<Ports, 'db' | 'cipher' | 'mailer'>,
  /** The server's public address: every link is absolute on it. */
  publicUrl: () => string,
): JobHandler {
  return async (job) => {
    const input = job.input as StaffAlertJobInput;
    if (!deps.mailer) return { ok: false, reason: 'mail_off' };
    if (!job.clinicId) return { ok: false, reason: 'no_clinic' };
    const member = await deps.db
      .selectFrom('staff_users')
      .select(['email', 'role', 'lead_alerts', 'alert_language', 'alert_time_zone'])
      .where('id', '=', input.staffId)
      .where('clinic_id', '=', job.clinicId)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
    if (!member) return { ok: true, result: { sent: false, why: 'member_gone' } };
    const composed = await composeStaffAlert(deps, job.clinicId, member, input, publicUrl());
    if ('skipped' in composed) return { ok: true, result: { sent: false, why: composed.skipped } };
    await deps.mailer.send({ to: member.email, ...composed.email });
    return { ok: true, result: { sent: true, alert: input.alert } };
  };
}
