import type { NotificationSettings, NotificationSettingsUpdate } from '@afterlook/api';
import { LANGUAGES, type Language, LEAD_ALERT_MODES, type LeadAlertMode } from '@afterlook/domain';
import type { Ports } from '../../ports.ts';

/** A signed-in member of a clinic (their own settings only). */
export interface AlertMember {
  readonly staffId: string;
  readonly clinicId: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The member's email alerts, whether this server sends email at all (no SMTP_URL: it
 * does not, and the dashboard says so), and the clinic's webhook incident if one is
 * open (the dashboard's banner). Null when the member is not (or no longer) the clinic's.
 */
export async function readNotificationSettings(
  deps: Pick<Ports, 'db' | 'mailer'>,
  member: AlertMember,
): Promise<NotificationSettings | null> {
  const row = await deps.db
    .selectFrom('staff_users')
    .innerJoin('clinics', 'clinics.id', 'staff_users.clinic_id')
    .select([
      'staff_users.lead_alerts',
      'staff_users.alert_language',
      'staff_users.alert_time_zone',
      'clinics.webhook_url',
      'clinics.webhook_failing_since',
    ])
    .where('staff_users.id', '=', member.staffId)
    .where('staff_users.clinic_id', '=', member.clinicId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    lead_alerts: oneOf<LeadAlertMode>(LEAD_ALERT_MODES, row.lead_alerts, 'off'),
    language: oneOf<Language>(LANGUAGES, row.alert_language, 'en'),
    time_zone: row.alert_time_zone,
    mail_enabled: deps.mailer !== null,
    // A clinic that removed its webhook has no deliveries left to fail.
    webhook_failing_since: row.webhook_url ? row.webhook_failing_since : null,
  };
}

/**
 * Saves the member's choices. Turning the digest on starts its window now: the first
 * digest (at the next digest hour) lists what came from here on, nothing from before.
 */
export async function updateNotificationSettings(
  deps: Pick<Ports, 'db' | 'clock' | 'mailer'>,
  member: AlertMember,
  body: NotificationSettingsUpdate,
): Promise<NotificationSettings | null> {
  const current = await readNotificationSettings(deps, member);
  if (!current) return null;
  const startsDigest = body.lead_alerts === 'digest' && current.lead_alerts !== 'digest';
  const now = deps.clock();
  await deps.db
    .updateTable('staff_users')
    .set({
      lead_alerts: body.lead_alerts,
      alert_language: body.language,
      alert_time_zone: body.time_zone,
      updated_at: now.toISOString(),
      ...(startsDigest ? { digest_through: now.toISOString() } : {}),
    })
    .where('id', '=', member.staffId)
    .where('clinic_id', '=', member.clinicId)
    .execute();
  return readNotificationSettings(deps, member);
}
