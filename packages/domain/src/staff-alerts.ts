import { DASHBOARD_PATH } from './staff.ts';

/**
 * Emails to the clinic's staff (speed to lead): each member chooses whether new leads
 * reach them at once, in one email a day, or not at all. Promises with a deadline and
 * urgent chats reach every member whose alerts are on at once (a daily digest could miss
 * the deadline); owners are told when the clinic's webhook deliveries keep failing.
 */
export const LEAD_ALERT_MODES = ['off', 'instant', 'digest'] as const;
export type LeadAlertMode = (typeof LEAD_ALERT_MODES)[number];

export const STAFF_ALERT_RULES = {
  /** The daily digest goes out at this hour of the member's own time zone. */
  digestHour: 8,
  /** Leads listed in one digest; more are counted, with a link to the list. */
  digestMaxLeads: 50,
  /**
   * Failed tries in a row of the clinic's webhook deliveries (any of them) that open an
   * incident: owners get one email, and the dashboard shows a banner until a delivery
   * goes through. A delivery that gives up opens one too.
   */
  webhookFailingTries: 3,
  /** An IANA time zone name, e.g. Europe/Madrid. */
  timeZoneMaxLength: 64,
} as const;

/** Dashboard pages an alert links to (absolute on the server's public address). */
export const ALERT_LINK_PAGES = {
  lead: (patientUuid: string) => `${DASHBOARD_PATH}/leads/${encodeURIComponent(patientUuid)}`,
  leads: `${DASHBOARD_PATH}/leads`,
  followUps: `${DASHBOARD_PATH}/follow-ups`,
  webhooks: `${DASHBOARD_PATH}/webhooks`,
  notifications: `${DASHBOARD_PATH}/notifications`,
} as const;
