import type { Generated, Kysely } from 'kysely';

/**
 * Table types of the database, the same on SQLite and PostgreSQL.
 * Timestamps are ISO-8601 UTC text (`Date.toISOString()`), which sorts and compares
 * correctly as text in both; lists are JSON text.
 */
export interface ClinicsTable {
  id: string;
  name: string;
  website_url: string | null;
  logo_url: string | null;
  theme_color: string;
  font_family: string | null;
  /** JSON array of Procedure values the clinic offers. */
  procedures: string;
  /** JSON array of origins allowed to embed the widget; empty = any. */
  allowed_origins: string;
  /** Where 'Book a consultation' leads (the clinic's scheduling page). */
  booking_url: string | null;
  /** Mixpanel project token: product events also go there when set. */
  mixpanel_token: string | null;
  /** Bumped when the SDK key rotates or an admin key is revoked: older signed URLs end. */
  key_epoch: Generated<number>;
  /** Photos no lead references are deleted after this many days. */
  image_retention_days: Generated<number>;
  /** Leads (rows and photos) are deleted after this many days. */
  lead_retention_days: Generated<number>;
  /** A patient back within this many days with the same phone or email is a visit of their lead; 0 = off. */
  returning_patient_window_days: Generated<number>;
  /** Where new leads are sent (https; null = no notifications). */
  webhook_url: Generated<string | null>;
  /** HMAC key of the webhook signature, sealed at rest; made when first asked for. */
  webhook_secret: Generated<string | null>;
  /** JSON array of the clinic's chat FAQ entries ({ question, answer, lang? }). */
  chat_faq: string;
  /** The clinic's own OpenAI-compatible chat endpoint (else the server's, else kb). */
  chat_llm_url: string | null;
  chat_llm_model: string | null;
  /** Its key, sealed (features/privacy/clinic-chat-key.ts); never leaves the server. */
  chat_llm_api_key: string | null;
  /** The assistant's name in the widget; null: the default persona. */
  chat_persona_name: Generated<string | null>;
  /** JSON array of the clinic's own services ({ name, description, lang? }). */
  chat_services: Generated<string>;
  /** ISO 3166-1 alpha-2: the emergency numbers its chats give (domain emergency-numbers.ts). */
  country: Generated<string>;
  /** IANA zone of the clinic's days (analytics, "today"); null: its country's main zone. */
  time_zone: Generated<string | null>;
  /** JSON object of the practice's own facts (domain PRACTICE_FACTS); unset ones absent. */
  practice_facts: Generated<string>;
  /** JSON: { allowed: ISO codes, default_country } (PhoneCountriesSetting). */
  phone_countries: Generated<string>;
  /** The webhook's failed tries in a row (any delivery); a delivered try resets it. */
  webhook_failed_tries: Generated<number>;
  /** Since when deliveries keep failing (an open incident); null while they go through. */
  webhook_failing_since: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SdkKeysTable {
  id: string;
  clinic_id: string;
  /** SHA-256 hex of the key: what a session's key is looked up by. */
  key_hash: string;
  /** Last 4 characters, so staff can tell keys apart. */
  key_hint: string;
  /** The key sealed at rest, for the install snippet (null for keys made before). */
  key_sealed: string | null;
  created_at: string;
  /** Set when it was rotated out: it keeps opening sessions until expires_at. */
  revoked_at: string | null;
  expires_at: string | null;
}

export interface SessionsTable {
  id: string;
  clinic_id: string;
  sdk_key_id: string;
  /** SHA-256 hex of the access token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Language of patient-facing texts the server writes for this session (en | es). */
  lang: Generated<string>;
}

/** Image states: a slot waiting for its upload, an upload being ingested, a usable image. */
export type ImageStatus = 'pending' | 'uploading' | 'ready';

/** One patient photo: an upload slot until ingested, then a normalised PNG plus its analysis. */
export interface ImagesTable {
  id: string;
  clinic_id: string;
  /** The session that reserved it: only that patient may transform it or name it in a lead. */
  session_id: string | null;
  /** The form-flow batch it was requested in; null for widget tickets. */
  batch_id: string | null;
  /** 'form' (images batch) or 'widget' (patient-images ticket). */
  source: string;
  /** Server-built key of the normalised PNG (exists once status is ready). */
  blob_key: string;
  view_type: string | null;
  /** JSON array of Procedure values. */
  procedure_types: string;
  status: ImageStatus;
  width: number | null;
  height: number | null;
  /** Key of the stored SubjectAnalysis (landmarks + mask). */
  analysis_key: string | null;
  /** JSON of the vision verdict: { ok: true } | { ok: false, reason }. */
  verdict: string | null;
  created_at: string;
  updated_at: string;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * One transform: what it renders (an uploaded image or a sample model, a procedure, a
 * view), the job that renders it, and its after images' blob keys once done. Owned by a
 * clinic, or shared (clinic_id null: sample models).
 */
export interface TransformsTable {
  job_id: string;
  clinic_id: string | null;
  /** 'image' | 'sample'. */
  source_kind: string;
  /** The image id or the sample model id. */
  source_id: string;
  procedure: string;
  view_type: string;
  /** JSON array of blob keys, series order; null until the job is done. */
  image_keys: string | null;
  /**
   * JSON array of the after images' { level, implant_size_in_cc }, series order; null
   * until the job is done (and for done ones whose queue's results no migration could read).
   */
  after_levels: string | null;
  /** JSON { left, top, right, bottom } where the series changes the photo, or null. */
  region: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A durable unit of background work (today: one transform). */
export interface JobsTable {
  id: string;
  /** Same request → same key → same job (unique). */
  idempotency_key: string;
  kind: string;
  /** Owner clinic; null for shared work (sample models). */
  clinic_id: string | null;
  /** JSON input of the job kind. */
  input: string;
  /** The request that asked for the job (log correlation); null from a CLI or a job. */
  request_id: string | null;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not claimed before this time (retry backoff). */
  run_after: string;
  /** Which runner holds the job while running, and until when. */
  lease_owner: string | null;
  lease_until: string | null;
  /** JSON output of the job kind when done. */
  result: string | null;
  /** Stable failure reason (e.g. a vision verdict) when failed. */
  reason: string | null;
  /** Diagnostic of the last crash (never shown to patients). */
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * A job not yet handed to the JobQueue: written in the transaction of what asked for it,
 * deleted once the queue holds it (features/outbox).
 */
export interface JobOutboxTable {
  /** The job's idempotency key: moving it twice makes one job. */
  idempotency_key: string;
  kind: string;
  clinic_id: string | null;
  /** JSON input of the job kind. */
  input: string;
  max_attempts: number | null;
  created_at: string;
}

/**
 * What one visit's submission holds, sealed under its lead's own key where it names the
 * patient: the lead's own row for the first visit, a lead_visits row for each later one.
 */
interface SubmissionColumns {
  clinic_id: string;
  /** The session that submitted it: it may add messages and measurements to the lead. */
  session_id: string;
  form_name: string;
  form_user_id: string;
  /** Sealed JSON of the submitted form_data. */
  form_data: string;
  /** Sealed JSON of the patient_record (phone as E.164 when it parses). */
  patient_record: string;
  batch_id: string | null;
  /** 'upload' | 'sample' | null: where the before picture came from. */
  image_source: string | null;
  /** Blob key of the uploaded before photo. */
  before_image_key: string | null;
  sample_model_id: string | null;
  /** The transform job whose after images belong to the visit. */
  transform_job_id: string | null;
  /** JSON array of the after images' blob keys (known when the job had finished). */
  after_image_keys: string;
  /** 0 | 1. */
  is_debug: number;
  /** The Idempotency-Key header, when one was sent. */
  idempotency_key: string | null;
  /** Sealed JSON LeadMeasurements added after the lead ('help your surgeon prepare'). */
  measurements: string | null;
  /** The consent line's version the patient continued past (domain consent.ts), if any. */
  consent_version: string | null;
  /** The procedure the patient chose, when the flow had one. */
  procedure: string | null;
}

/** A patient's details left with a clinic (docs/product/entities.md lead submission). */
export interface LeadsTable extends SubmissionColumns {
  id: string;
  /** Random UUID, returned to the widget and used in lead-message addresses. */
  patient_uuid: string;
  /** The record's phone, normalised (part of the dedupe key). */
  phone: string;
  /** Where the lead stands with the clinic (domain LEAD_STATUSES). */
  status: Generated<string>;
  /** 1 once lead_hashes holds its search tokens (older leads are indexed at start). */
  search_indexed: Generated<number>;
  /** The first visit: when the lead was stored. */
  created_at: string;
  /** The latest visit (the list's "received"); set with created_at, moved by each visit. */
  last_visit_at: Generated<string | null>;
  /** Visits, the first included. */
  visit_count: Generated<number>;
  /** The clinic's member working the lead (staff_users.id); null when nobody is. */
  assigned_staff_id: string | null;
}

/**
 * A returning patient's later submission (lead-visits), sealed under its lead's own key
 * so erasing the lead erases it. The lead's row is its first visit.
 */
export interface LeadVisitsTable extends SubmissionColumns {
  id: string;
  lead_id: string;
  created_at: string;
}

/**
 * A lead's keyed hashes (blind index, features/privacy/lead-fields.ts), kept out of leads
 * so an erasure can rewrite the few pages that held them (migration 0035): 'search', the
 * name starts and phone endings staff search by (leads/lead-search-tokens.ts); 'phone'
 * and 'email', the lead's own contact; 'visit', a phone or email a later visit gave.
 */
export interface LeadHashesTable {
  lead_id: string;
  clinic_id: string;
  kind: LeadHashKind;
  hash: string;
}

export type LeadHashKind = 'search' | 'phone' | 'email' | 'visit';

/**
 * Each stored submission, a lead or a returning patient's visit of one: a retry finds
 * what its first try stored. Kept out of leads like lead_hashes (migration 0035).
 */
export interface LeadSubmissionsTable {
  clinic_id: string;
  /** 'key:<Idempotency-Key>', 'batch:<batch_id>:<phone hash>' or 'body:<session>:<hash>'; unique per clinic. */
  dedupe_key: string;
  /** The lead it made or joined. */
  lead_id: string;
  /** Keyed hash of the submission as stored: a replayed Idempotency-Key must carry the same. */
  request_hash: string | null;
}

/** A lead's history: status changes and notes, with who and when. */
export interface LeadActivityTable {
  id: string;
  lead_id: string;
  /** 'status' | 'note'. */
  kind: string;
  from_status: string | null;
  to_status: string | null;
  /** A note's text, sealed at rest like the lead's messages. */
  note: string | null;
  /** 'staff' | 'admin_key'. */
  actor_kind: string;
  /** The staff member's email or 'Admin key …abcd'. */
  actor_label: string;
  at: string;
}

/** A clinic's team member; password_hash is null until an invite is accepted. */
export interface StaffUsersTable {
  id: string;
  clinic_id: string;
  /**
   * Lower case; unique in a clinic, and among active accounts across clinics (sign-in
   * asks no clinic). Another clinic may hold a pending invite for the same email.
   */
  email: string;
  /** 'owner' | 'staff'. */
  role: string;
  /** argon2id PHC string. */
  password_hash: string | null;
  /** 1: a staff member an owner allowed to export and delete patients' data (owners always may). */
  can_export_and_delete: Generated<number>;
  /** New leads by email: domain LEAD_ALERT_MODES ('off' | 'instant' | 'digest'). */
  lead_alerts: Generated<string>;
  /** The alert emails' language (en | es) and IANA time zone. */
  alert_language: Generated<string>;
  alert_time_zone: Generated<string>;
  /** The end of the last daily digest's window (leads up to it were listed or sent). */
  digest_through: Generated<string | null>;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A staff member's named set of the leads list's filters (JSON of SavedLeadViewFilters). */
export interface SavedLeadViewsTable {
  id: string;
  clinic_id: string;
  staff_id: string;
  name: string;
  filters: string;
  created_at: string;
}

/** A signed-in browser: the cookie's hash, its CSRF token, idle and absolute ends. */
export interface StaffSessionsTable {
  id: string;
  staff_id: string;
  token_hash: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/**
 * A sign-in to the dashboard, failed or not, by keyed hashes of the email typed (known
 * or not) and of the client's address: failures are kept an hour, an address the
 * account signed in from a month (features/staff/sign-in-attempts.ts).
 */
export interface StaffSignInAttemptsTable {
  id: string;
  email_key: string;
  address_key: string;
  /** 1 for a sign-in that opened a session, else 0. */
  succeeded: number;
  at: string;
}

/** A cancelled invite's link, kept until it would have expired so it can say so. */
export interface StaffCancelledLinksTable {
  token_hash: string;
  cancelled_at: string;
  expires_at: string;
}

/** A one-time invite or password-reset link (only its hash is stored). */
export interface StaffLinksTable {
  id: string;
  staff_id: string;
  /** 'invite' | 'reset'. */
  purpose: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LeadMessagesTable {
  id: string;
  lead_id: string;
  message: string;
  sender_type: string;
  created_at: string;
}

/** Clinic admin API keys (hash and hint only, like SDK keys). */
export interface AdminKeysTable {
  id: string;
  clinic_id: string;
  key_hash: string;
  key_hint: string;
  created_at: string;
  revoked_at: string | null;
}

/** Daily counters (day = UTC 'YYYY-MM-DD'), incremented in place. */
export interface DailyAnalyticsTable {
  clinic_id: string;
  day: string;
  form_name: string;
  count_type: string;
  count: number;
}

export interface DailyDetailedAnalyticsTable extends DailyAnalyticsTable {
  /** '' when absent. */
  cta_copy: string;
  /** '' when absent. */
  form_version: string;
  device_type: string;
}

export interface ReferralDailyAnalyticsTable {
  clinic_id: string;
  day: string;
  form_name: string;
  referrer: string;
  count: number;
}

export interface UnsupportedProcedureRequestsTable {
  id: string;
  clinic_id: string;
  session_id: string;
  name: string;
  email: string;
  procedure_type: string;
  created_at: string;
}

/** First-party product events (docs/product/api.md#analytics named events). */
export interface ProductEventsTable {
  id: string;
  clinic_id: string;
  session_id: string;
  name: string;
  /** JSON object of the event's properties. */
  properties: string;
  day: string;
  created_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One notification to a clinic's webhook (features/webhooks/webhook-job.ts's events). */
export interface WebhookDeliveriesTable {
  id: string;
  clinic_id: string;
  /** 'lead.created' | 'lead.updated' | 'lead.status_changed' | 'webhook.test'. */
  event: string;
  lead_id: string | null;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  last_status_code: number | null;
  created_at: string;
  delivered_at: string | null;
  /**
   * The JSON body every try sends, built at the first try and sealed (a lead's under the
   * lead's own key); null before it, and once the lead is erased.
   */
  body: Generated<string | null>;
  /** A status change's statuses, as it happened (lead.status_changed only). */
  from_status: Generated<string | null>;
  to_status: Generated<string | null>;
  /** The delivery this one sends again ("Send again"); null for an original. */
  redelivery_of: Generated<string | null>;
  /** The returning patient's visit a lead.updated delivery reports. */
  visit_id: Generated<string | null>;
}

/** Each try of a delivery: the receiver's status code, or why there was none. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: string;
}

/** A form config a clinic keeps with us (FormConfigDocument JSON), served publicly. */
export interface FormConfigsTable {
  id: string;
  clinic_id: string;
  /** The clinic's own label ('Summer BBL landing'). */
  name: string;
  document: string;
  created_at: string;
  updated_at: string;
}

/**
 * One patient's own key (crypto-shredding, features/privacy/patient-keys.ts): the random
 * key that seals a lead's, a photo's, a request's or a follow-up's data, itself sealed
 * by the data key. Deleting the row makes all it sealed unreadable, wherever a copy lies.
 */
export interface PatientKeysTable {
  /** The id of the lead, image, unsupported-procedure request or follow-up. */
  owner_id: string;
  /** 'lead' | 'image' | 'request' | 'follow_up'. */
  owner_kind: string;
  clinic_id: string;
  key_sealed: string;
  created_at: string;
}

/** A promise the widget made a patient (FOLLOW_UP_KINDS); contact sealed at rest. */
export interface FollowUpsTable {
  id: string;
  clinic_id: string;
  session_id: string;
  kind: string;
  procedure: string;
  name: string;
  email: string;
  phone: string;
  created_at: string;
  due_at: string;
  done_at: string | null;
  /** A staff member's email or an admin key's label. */
  done_by: string | null;
  /** An urgent chat's safety category (domain SAFETY_CATEGORIES); null for promises. */
  reason: string | null;
}

/** A clinic's uploaded logo as we re-encoded it (WebP); `digest` names its URL. */
export interface ClinicLogosTable {
  clinic_id: string;
  digest: string;
  image_base64: string;
  updated_at: string;
}

/**
 * One line of a clinic's audit trail (features/audit): append-only (triggers refuse
 * changes), deleted only by the retention sweep. Never anything of a patient's.
 */
export interface AuditEventsTable {
  id: string;
  clinic_id: string;
  at: string;
  /** domain AUDIT_ACTIONS. */
  action: string;
  /** 'staff' | 'admin_key' | 'cli'. */
  actor_kind: string;
  /** The staff member's or admin key's id; null for the CLI. */
  actor_id: string | null;
  /** The staff member's email or 'Admin key …abcd' as it was then; null for the CLI. */
  actor_label: string | null;
  /** 'lead' | 'staff' | 'admin_key'; null when the action names nothing. */
  target_kind: string | null;
  /** A lead's patient_uuid, a member's or admin key's id. */
  target_id: string | null;
  /** A member's email or an admin key's hint; never a patient's anything. */
  target_label: string | null;
  /** JSON object of small facts (AuditDetail): a status, field names, counts. */
  detail: string;
  /** The client's network (IPv4 /24, IPv6 /48); null for the CLI. */
  address: string | null;
}

/** While the retention sweep's transaction holds a row here, audit rows before `cutoff` may go. */
export interface AuditSweepGatesTable {
  cutoff: string;
}

export interface Database {
  clinics: ClinicsTable;
  sdk_keys: SdkKeysTable;
  sessions: SessionsTable;
  images: ImagesTable;
  jobs: JobsTable;
  job_outbox: JobOutboxTable;
  transforms: TransformsTable;
  leads: LeadsTable;
  lead_messages: LeadMessagesTable;
  lead_visits: LeadVisitsTable;
  admin_keys: AdminKeysTable;
  daily_analytics: DailyAnalyticsTable;
  daily_detailed_analytics: DailyDetailedAnalyticsTable;
  referral_daily_analytics: ReferralDailyAnalyticsTable;
  unsupported_procedure_requests: UnsupportedProcedureRequestsTable;
  product_events: ProductEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  staff_users: StaffUsersTable;
  saved_lead_views: SavedLeadViewsTable;
  staff_sessions: StaffSessionsTable;
  staff_links: StaffLinksTable;
  staff_sign_in_attempts: StaffSignInAttemptsTable;
  staff_cancelled_links: StaffCancelledLinksTable;
  lead_hashes: LeadHashesTable;
  lead_submissions: LeadSubmissionsTable;
  lead_activity: LeadActivityTable;
  form_configs: FormConfigsTable;
  follow_ups: FollowUpsTable;
  patient_keys: PatientKeysTable;
  clinic_logos: ClinicLogosTable;
  audit_events: AuditEventsTable;
  audit_sweep_gates: AuditSweepGatesTable;
}

export type Db = Kysely<Database>;
