import { LANGUAGES, LEAD_ALERT_MODES, STAFF_ALERT_RULES } from '@afterlook/domain';
import * as z from 'zod/mini';

/** An IANA time zone the runtime knows (e.g. Europe/Madrid, UTC). */
const TimeZone = z.string().check(
  z.minLength(1),
  z.maxLength(STAFF_ALERT_RULES.timeZoneMaxLength),
  z.refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone, e.g. Europe/Madrid'),
);

/** PUT {api}/admin/notifications: the signed-in member's own email alerts. */
export const NotificationSettingsUpdate = z.strictObject({
  lead_alerts: z.enum(LEAD_ALERT_MODES),
  /** The emails' language. */
  language: z.enum(LANGUAGES),
  /** Where the emails' times are told, and the digest's hour. */
  time_zone: TimeZone,
});
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdate>;

/** GET {api}/admin/notifications: the member's alerts, and what the server can do. */
export const NotificationSettings = z.object({
  lead_alerts: z.enum(LEAD_ALERT_MODES),
  language: z.enum(LANGUAGES),
  time_zone: z.string(),
  /** False: the server has no SMTP_URL, so nothing is emailed (the choice is kept). */
  mail_enabled: z.boolean(),
  /** Since when the clinic's webhook deliveries keep failing; null while they go through. */
  webhook_failing_since: z.nullable(z.string()),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;
