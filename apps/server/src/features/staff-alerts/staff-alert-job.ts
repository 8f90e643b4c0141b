/** An email to one member of a clinic's staff (features/staff-alerts). */
export const STAFF_ALERT_JOB_KIND = 'staff_alert';

/** Tries of one email: with a 30 s first retry, doubling, the last comes about 15 minutes later. */
export const STAFF_ALERT_MAX_ATTEMPTS = 6;
export const STAFF_ALERT_RETRY_BASE_MS = 30_000;

/**
 * What to tell whom: ids and times only (a job's input is stored as it is). The email is
 * written when it is sent, from what is stored then: a lead erased meanwhile is not told.
 */
export type StaffAlertJobInput =
  | { readonly alert: 'new_lead'; readonly staffId: string; readonly leadId: string }
  | {
      readonly alert: 'returning_visit';
      readonly staffId: string;
      readonly leadId: string;
      readonly visitId: string;
    }
  | {
      readonly alert: 'lead_digest';
      readonly staffId: string;
      /** The window of the digest: leads created after `from`, up to `to`. */
      readonly from: string;
      readonly to: string;
    }
  | { readonly alert: 'follow_up'; readonly staffId: string; readonly followUpId: string }
  | { readonly alert: 'webhook_failing'; readonly staffId: string; readonly since: string };
