/**
 * The clinic's staff and how they work their leads (the dashboard): roles, a lead's
 * status, and the rules of staff accounts.
 */

/**
 * Owners change settings, keys, staff and webhooks; staff work leads. Exporting and
 * deleting patients' data is the owners', and staff an owner gave that permission
 * (`can_export_and_delete`, the team page).
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where a lead stands with the clinic; every lead starts 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const STAFF_ACCOUNT_RULES = {
  /**
   * NIST SP 800-63B: length over composition rules; not blank, not one character (or a
   * few) over and over, not a common password (password-rule.ts; the server also checks
   * a list). Applies when a password is set: older, shorter ones still sign in.
   */
  passwordMinLength: 12,
  passwordMaxLength: 200,
  /** A signed-in session ends after this long without a call… */
  sessionIdleMs: 12 * HOUR,
  /** …and in any case after this long. */
  sessionAbsoluteMs: 14 * DAY,
  inviteTtlMs: 7 * DAY,
  resetTtlMs: HOUR,
  /**
   * Failed sign-ins to one email from one address within the window that shut that
   * address out of it until the oldest leaves the window (the right password too)…
   */
  lockoutFailures: 5,
  lockoutWindowMs: 15 * MINUTE,
  /**
   * …while the failures from every address together only slow the email down: past
   * this many within the window, each next try waits a second, doubling per failure up
   * to a minute. An address the account signed in from lately is spared that wait, so
   * no stranger can keep its owner out. Unknown emails count exactly alike.
   */
  backoffAfterFailures: 10,
  backoffWindowMs: HOUR,
  backoffBaseMs: 1000,
  backoffMaxMs: MINUTE,
  /** How long an address the account signed in from counts as its own. */
  knownAddressMs: 30 * DAY,
  /** A rotated SDK key keeps opening sessions this long, so cached pages keep working. */
  sdkKeyGraceMs: 3 * DAY,
} as const;

export const LEAD_NOTE_MAX_LENGTH = 4000;
/** Rows per page of the leads list (a CSV export writes every filtered lead). */
export const LEADS_PAGE_SIZE = 50;
/**
 * How the leads list is ordered: by received (the latest visit), newest or oldest first,
 * or by status in LEAD_STATUSES order (new first), newest first within a status. A
 * patient's name is sealed, so the server cannot order by it.
 */
export const LEAD_SORTS = ['received_desc', 'received_asc', 'status'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Saved views of the leads list a staff member may keep, and a view's name's length. */
export const SAVED_LEAD_VIEWS_MAX = 20;
export const SAVED_LEAD_VIEW_NAME_MAX = 60;
/** The list's periods a saved view keeps as periods ("the last 7 days" stays relative). */
export const LEAD_VIEW_PERIODS = ['today', 'd7', 'd30', 'd90'] as const;

/** Leads one bulk status change may move at once (the list's selection). */
export const LEADS_BULK_MAX = 100;

/** Where the server serves the clinic's dashboard (a single-page app under this path). */
export const DASHBOARD_PATH = '/dashboard';

/** The dashboard's pages that are opened from outside it (links, redirects). */
export const DASHBOARD_PAGES = {
  signIn: `${DASHBOARD_PATH}/sign-in`,
  /** An invite link: `#token=…` follows. */
  acceptInvite: `${DASHBOARD_PATH}/accept-invite`,
  /** A password reset link: `#token=…` follows. */
  resetPassword: `${DASHBOARD_PATH}/reset-password`,
  leads: `${DASHBOARD_PATH}/leads`,
} as const;
