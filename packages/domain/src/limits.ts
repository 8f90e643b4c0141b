/**
 * The server's request limits. Every limit is keyed on a verified identity (the
 * session, the admin key, the clinic), never on header text, with a per-address
 * ceiling beside it; failed authentication of any kind counts per address.
 */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Session creation per address: generous for visitors, hard on key guessing. */
  sessionCreate: { max: 30, windowMs: MINUTE },
  /** Failed authentications (SDK key, session token, admin key) per address. */
  authFailures: { max: 30, windowMs: 10 * MINUTE },
  /** Analytics and event calls per session: a visit sends a handful. */
  sessionCalls: { max: 120, windowMs: MINUTE },
  /** Lead submissions, messages and measurements per session: far above a patient's few. */
  leadCalls: { max: 60, windowMs: MINUTE },
  /** Upload slots and transforms per session: a patient makes a few a minute. */
  mediaCalls: { max: 60, windowMs: MINUTE },
  /** Uploads to signed URLs per address (the signature is the only identity there). */
  uploads: { max: 60, windowMs: MINUTE },
  /** Chat messages per session: a fast typist sends a few a minute. */
  chatCalls: { max: 20, windowMs: MINUTE },
  /** Chat messages per address, whatever sessions it opens (a shared office or school). */
  chatCallsPerAddress: { max: 60, windowMs: MINUTE },
  /** Admin calls per admin key: plenty for a dashboard, little for a scraper. */
  adminCalls: { max: 120, windowMs: MINUTE },
  /** Hosted form config reads per address: a visit reads one, a page's visitors share caches. */
  formConfigReads: { max: 120, windowMs: MINUTE },
  /** Sign-in, accept-invite and reset together, per address (failures per email: staff.ts). */
  staffSignIn: { max: 20, windowMs: 10 * MINUTE },
  /** Every limited call per address, whatever identities it uses. */
  addressCeiling: { max: 600, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Per clinic and UTC day: what a busy clinic's widget does, far below a disk filler. */
export const DAILY_QUOTAS = {
  uploads: 5000,
  transforms: 5000,
} as const;

export type DailyQuotaName = keyof typeof DAILY_QUOTAS;

/**
 * How long patient data is kept, per clinic (days). Photos that no lead references (a
 * visitor who left no details) go soon; leads stay for the clinic's follow-up, then go.
 */
export const RETENTION_DAYS = {
  unattachedImages: { default: 7, min: 1, max: 90 },
  leads: { default: 365, min: 30, max: 3650 },
} as const;

/**
 * A patient who leaves their details again within this many days of their last visit,
 * with the same phone or email, is the same lead: the new submission is a visit of it
 * (features/leads/find-returning-lead.ts). 0 turns it off: every submission is a lead.
 */
export const RETURNING_PATIENT_WINDOW_DAYS = { default: 90, min: 0, max: 730 } as const;

/**
 * What the patient's messages on one lead may add up to, and on all the leads of one
 * session (finding 15: one address stored 560 messages of 5 KB in 20 s). A real
 * transcript is far below: the doctor chat answers 20 messages a minute, so an hour's
 * consultation is under 200 of the patient's turns, most a line or two, and the tier-1
 * assistant adds one. Size counts as stored (sealed: base64 adds a third), so 256 KB
 * holds about 190 KB of text: hundreds of ordinary messages, 37 of the 5000-character
 * most. A session may leave a second lead (a corrected phone): it gets two leads' worth.
 */
export const LEAD_MESSAGE_LIMITS = {
  perLead: { messages: 200, storedBytes: 256 * 1024 },
  perSession: { messages: 400, storedBytes: 512 * 1024 },
} as const;
