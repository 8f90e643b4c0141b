import {
  DEVICE_KINDS,
  LEAD_MESSAGE_SENDER_TYPES,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_SORTS,
  LEAD_STATUSES,
  LEAD_VIEW_PERIODS,
  LEADS_BULK_MAX,
  PRODUCT_EVENTS,
  SAVED_LEAD_VIEW_NAME_MAX,
} from '@afterlook/domain';
import * as z from 'zod/mini';
import { AnalyticsCountTypeSchema } from './analytics.ts';
import { ChatFaq } from './chat.ts';
import { PhoneCountriesSetting } from './clinic.ts';
import { FormNameSchema, multiline, ProcedureSchema, trimmed } from './common.ts';
import { LeadMeasurements, PatientRecord } from './leads.ts';

/**
 * The clinic's own reading of its leads and analytics (our addition): calls under
 * {api}/admin with `Authorization: Bearer <admin key>` (a clinic admin key from the CLI)
 * or a signed-in staff member's session cookie (schemas/staff.ts).
 */

export const LeadStatusSchema = z.enum(LEAD_STATUSES);

/** The list's assignee filter: the caller's own leads, nobody's, or one member's (id). */
export const LeadAssigneeFilter = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * Which leads: all filters optional and combined with AND. Days are UTC calendar days
 * (YYYY-MM-DD), both ends included. `q` finds a name by the start of any of its words,
 * a phone by all its digits or its last four or more, an email exactly.
 */
export const AdminLeadsFilter = z.object({
  q: z.optional(trimmed(200)),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  procedure: z.optional(ProcedureSchema),
  /** The flow the lead came from (the contract's form_name). */
  form_name: z.optional(FormNameSchema),
  /** The clinic's form (form_user_id), e.g. one landing page's widget. */
  form_user_id: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  status: z.optional(LeadStatusSchema),
  /** Only leads with exactly this phone (as typed or E.164) or email (any case). */
  phone: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  email: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(320))),
  /** Whose leads: 'me' (the signed-in member's), 'none' (nobody's) or a member's id. */
  assignee: z.optional(LeadAssigneeFilter),
});
export type AdminLeadsFilter = z.infer<typeof AdminLeadsFilter>;

export const AdminLeadsQuery = z.object({
  ...AdminLeadsFilter.shape,
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200)))),
  /** The next_cursor of the previous page (of the same sort). */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** The order (domain LEAD_SORTS); received_desc when absent. */
  sort: z.optional(z.enum(LEAD_SORTS)),
});
export type AdminLeadsQuery = z.infer<typeof AdminLeadsQuery>;

/** What a saved view keeps: the list's filters and its order. */
export const SavedLeadViewFilters = z.object({
  ...AdminLeadsFilter.shape,
  sort: z.optional(z.enum(LEAD_SORTS)),
  /** A period relative to the day the view is opened (from/to are fixed days). */
  period: z.optional(z.enum(LEAD_VIEW_PERIODS)),
});
export type SavedLeadViewFilters = z.infer<typeof SavedLeadViewFilters>;

/** A staff member's named set of filters, kept on the server (theirs alone). */
export const SavedLeadView = z.object({
  id: z.string(),
  name: z.string(),
  filters: SavedLeadViewFilters,
  created_at: z.string(),
});
export type SavedLeadView = z.infer<typeof SavedLeadView>;

export const SavedLeadViewBody = z.object({
  name: trimmed(SAVED_LEAD_VIEW_NAME_MAX).check(z.minLength(1)),
  filters: SavedLeadViewFilters,
});
export type SavedLeadViewBody = z.infer<typeof SavedLeadViewBody>;

export const SavedLeadViewsResponse = z.object({ views: z.array(SavedLeadView) });
export type SavedLeadViewsResponse = z.infer<typeof SavedLeadViewsResponse>;

export const SavedLeadViewParams = z.object({
  view_id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const AdminLeadParams = z.object({
  patient_uuid: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type AdminLeadParams = z.infer<typeof AdminLeadParams>;

export const AdminLeadMessage = z.object({
  id: z.string(),
  message: z.string(),
  sender_type: z.enum(LEAD_MESSAGE_SENDER_TYPES),
  created_at: z.string(),
});
export type AdminLeadMessage = z.infer<typeof AdminLeadMessage>;

/** Signed read addresses of the lead's pictures (valid until expires_at, 1 hour). */
export const AdminLeadImages = z.object({
  /** 'upload' (the patient's own photo) or 'sample' (a sample model); null when none. */
  source: z.nullable(z.enum(['upload', 'sample'])),
  before_url: z.nullable(z.string()),
  after_urls: z.array(z.string()),
  /**
   * Each after image's intensity in (0, 1] and, for implant procedures, its implant size,
   * in the order of after_urls (the widget's slider steps); empty when not known.
   */
  after_levels: z.array(
    z.object({ level: z.number(), implant_size_in_cc: z.nullable(z.number()) }),
  ),
  expires_at: z.string(),
});
export type AdminLeadImages = z.infer<typeof AdminLeadImages>;

/** Who did something to a lead: a staff member (their email) or an admin key (its hint). */
export const LeadActor = z.object({ kind: z.enum(['staff', 'admin_key']), label: z.string() });

/** One entry of the lead's history, oldest first: a status change or a note. */
export const LeadActivity = z.object({
  id: z.string(),
  kind: z.enum(['status', 'note']),
  /** For 'status': the status before and after. */
  from_status: z.nullable(LeadStatusSchema),
  to_status: z.nullable(LeadStatusSchema),
  /** For 'note': its text. */
  note: z.nullable(z.string()),
  actor: LeadActor,
  at: z.string(),
});
export type LeadActivity = z.infer<typeof LeadActivity>;

/** A member of the clinic a lead is assigned to. */
export const LeadAssignee = z.object({ staff_id: z.string(), email: z.string() });
export type LeadAssignee = z.infer<typeof LeadAssignee>;

/**
 * A lead as the list shows it: everything but its messages, which only the lead's own
 * call carries (finding 15: a page of 50 leads with every message grew to 3.2 MB).
 */
export const AdminLeadSummary = z.object({
  patient_uuid: z.string(),
  status: LeadStatusSchema,
  /** The procedure the patient chose, when the flow had one. */
  procedure: z.nullable(ProcedureSchema),
  form_name: FormNameSchema,
  form_user_id: z.string(),
  is_debug: z.boolean(),
  batch_id: z.nullable(z.string()),
  form_data: z.record(z.string(), z.unknown()),
  patient_record: PatientRecord,
  images: AdminLeadImages,
  /** How many messages the patient added (GET .../leads/{patient_uuid} has them). */
  message_count: z.int(),
  /** What the patient added after the lead to help their surgeon prepare; null if nothing. */
  measurements: z.nullable(z.extend(LeadMeasurements, { updated_at: z.string() })),
  /** The consent line's version the patient continued past (domain consent.ts); null if none. */
  consent_version: z.nullable(z.string()),
  /** Status changes and notes, oldest first. */
  activity: z.array(LeadActivity),
  /** The first visit: when the lead came in. */
  created_at: z.string(),
  /** The latest visit: created_at, or a returning patient's last visit (the list's "received"). */
  last_visit_at: z.string(),
  /** Visits, the first included: above 1, a returning patient (same phone or email). */
  visit_count: z.int(),
  /** The clinic's member working the lead; null when nobody is. */
  assigned_to: z.nullable(LeadAssignee),
});
export type AdminLeadSummary = z.infer<typeof AdminLeadSummary>;

/**
 * A returning patient's later visit (issue 31): what that submission held, kept as it
 * came. The lead's own fields are its first visit.
 */
export const AdminLeadVisit = z.object({
  id: z.string(),
  procedure: z.nullable(ProcedureSchema),
  form_name: FormNameSchema,
  form_user_id: z.string(),
  form_data: z.record(z.string(), z.unknown()),
  patient_record: PatientRecord,
  images: AdminLeadImages,
  /** What the patient added after this visit to help their surgeon prepare; null if nothing. */
  measurements: z.nullable(z.extend(LeadMeasurements, { updated_at: z.string() })),
  /** The consent line's version this visit's patient continued past; null if none. */
  consent_version: z.nullable(z.string()),
  created_at: z.string(),
});
export type AdminLeadVisit = z.infer<typeof AdminLeadVisit>;

/** One lead whole: the summary, its messages and its later visits, oldest first. */
export const AdminLead = z.extend(AdminLeadSummary, {
  messages: z.array(AdminLeadMessage),
  visits: z.array(AdminLeadVisit),
});
export type AdminLead = z.infer<typeof AdminLead>;

export const AdminLeadStatusBody = z.object({ status: LeadStatusSchema });

/** Several leads of the clinic moved to one status at once: all or none. */
export const AdminLeadsStatusBody = z.object({
  patient_uuids: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1), z.maxLength(LEADS_BULK_MAX)),
  status: LeadStatusSchema,
});
export type AdminLeadsStatusBody = z.infer<typeof AdminLeadsStatusBody>;

/** Which of the leads moved (those already in the status did not). */
export const AdminLeadsStatusResponse = z.object({
  changed: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type AdminLeadsStatusResponse = z.infer<typeof AdminLeadsStatusResponse>;
/** Gives the lead to an active member of its clinic, or to nobody (null). */
export const AdminLeadAssigneeBody = z.object({
  staff_id: z.nullable(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type AdminLeadAssigneeBody = z.infer<typeof AdminLeadAssigneeBody>;
export const AdminLeadNoteBody = z.object({ note: multiline(1, LEAD_NOTE_MAX_LENGTH) });

/** A privacy (access) request's answer: the lead and every photo of that visit. */
export const AdminLeadExport = z.object({
  exported_at: z.string(),
  lead: AdminLead,
  /** Signed read addresses, valid until lead.images.expires_at (1 hour). */
  photos: z.array(
    z.object({
      image_id: z.string(),
      view_type: z.nullable(z.string()),
      created_at: z.string(),
      url: z.string(),
    }),
  ),
});
export type AdminLeadExport = z.infer<typeof AdminLeadExport>;

/** A privacy (erasure) request's answer: what was deleted, for good. */
export const AdminLeadDeleted = z.object({
  patient_uuid: z.string(),
  images_deleted: z.int(),
  messages_deleted: z.int(),
});
export type AdminLeadDeleted = z.infer<typeof AdminLeadDeleted>;

export const AdminLeadsResponse = z.object({
  leads: z.array(AdminLeadSummary),
  /** How many leads match the filter, all pages together. */
  total: z.int(),
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type AdminLeadsResponse = z.infer<typeof AdminLeadsResponse>;

/** One try of a webhook delivery: the receiver's status, or why there was none. */
export const WebhookAttempt = z.object({
  attempt: z.int(),
  status_code: z.nullable(z.int()),
  error: z.nullable(z.string()),
  duration_ms: z.int(),
  at: z.string(),
});

/** A notification to the clinic's webhook (newest first), with every try. */
export const WebhookDelivery = z.object({
  id: z.string(),
  event: z.string(),
  /** The lead it announced; null for a test delivery or a lead deleted since. */
  patient_uuid: z.nullable(z.string()),
  status: z.enum(['pending', 'delivered', 'failed']),
  created_at: z.string(),
  delivered_at: z.nullable(z.string()),
  /** The delivery this one sends again ("Send again" makes a new id); null for an original. */
  redelivery_of: z.nullable(z.string()),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** How a failed delivery is tried again, as the server is set (WEBHOOK_RETRY_BASE_MS). */
export const WebhookRetrySchedule = z.object({
  /** Tries of a delivery, the first included. */
  tries: z.int(),
  /** The wait before each retry, in order (ms). */
  retry_after_ms: z.array(z.int()),
});
export type WebhookRetrySchedule = z.infer<typeof WebhookRetrySchedule>;

export const WebhookDeliveriesResponse = z.object({
  deliveries: z.array(WebhookDelivery),
  retry_schedule: WebhookRetrySchedule,
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookDeliveryParams = z.object({
  delivery_id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** Re-authentication before the signing secret is shown: the owner's own password. */
export const WebhookSecretBody = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type WebhookSecretBody = z.infer<typeof WebhookSecretBody>;

/** The clinic's webhook signing secret (`whsec_…`), in this answer only (never cached). */
export const WebhookSecretAnswer = z.object({ secret: z.string() });
export type WebhookSecretAnswer = z.infer<typeof WebhookSecretAnswer>;

/** A delivery queued (a test, or a redelivery): its id in the list above. */
export const WebhookQueued = z.object({ id: z.string() });
export type WebhookQueued = z.infer<typeof WebhookQueued>;

/**
 * A dead letter: a job of the clinic's whose every attempt crashed (newest first). A
 * webhook delivery's can be sent again with its `webhook_delivery_id`; a transform's
 * is tried afresh when the patient asks for it again.
 */
export const DeadLetter = z.object({
  job_id: z.string(),
  kind: z.enum(['transform', 'image-analysis', 'webhook']),
  attempts: z.int(),
  created_at: z.string(),
  failed_at: z.nullable(z.string()),
  webhook_delivery_id: z.nullable(z.string()),
});
export type DeadLetter = z.infer<typeof DeadLetter>;

export const DeadLettersResponse = z.object({ dead_letters: z.array(DeadLetter) });
export type DeadLettersResponse = z.infer<typeof DeadLettersResponse>;

/**
 * Days are calendar days of the clinic's time zone, YYYY-MM-DD, both ends included; at
 * most 366 days. Without them: the last 30 days, today the clinic's.
 */
export const AdminAnalyticsQuery = z.object({
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});
export type AdminAnalyticsQuery = z.infer<typeof AdminAnalyticsQuery>;

export const ADMIN_ANALYTICS_MAX_DAYS = 366;

const counted = { day: z.string(), form_name: FormNameSchema, count: z.int() };

export const AdminAnalyticsResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** The clinic's IANA zone: the days here are its days (a day is counted as it was then). */
  time_zone: z.string(),
  /** Today in that zone. */
  today: z.string(),
  daily: z.array(z.object({ ...counted, count_type: AnalyticsCountTypeSchema })),
  detailed: z.array(
    z.object({
      ...counted,
      count_type: AnalyticsCountTypeSchema,
      cta_copy: z.nullable(z.string()),
      form_version: z.nullable(z.string()),
      device_type: z.enum(DEVICE_KINDS),
    }),
  ),
  referral: z.array(z.object({ ...counted, referrer: z.string() })),
  events: z.array(z.object({ day: z.string(), name: z.enum(PRODUCT_EVENTS), count: z.int() })),
  unsupported_procedures: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      procedure_type: z.union([ProcedureSchema, z.string()]),
      created_at: z.string(),
    }),
  ),
  /** The funnel past submission: of the leads first submitted in the range, what staff made of them. */
  lead_outcomes: z.object({
    leads: z.int(),
    /** Moved to contacted or booked at some point (now, or in the lead's history). */
    contacted: z.int(),
    booked: z.int(),
    lost: z.int(),
  }),
});
export type AdminAnalyticsResponse = z.infer<typeof AdminAnalyticsResponse>;

/** The clinic's settings as the dashboard edits them (owners change them). */
export const ClinicSettings = z.object({
  name: z.string(),
  website_url: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  theme_color: z.string(),
  font_family: z.nullable(z.string()),
  procedures: z.array(ProcedureSchema),
  allowed_origins: z.array(z.string()),
  booking_url: z.nullable(z.string()),
  mixpanel_token: z.nullable(z.string()),
  webhook_url: z.nullable(z.string()),
  image_retention_days: z.int(),
  lead_retention_days: z.int(),
  /** A patient back with the same phone or email within this many days is a visit of their lead; 0 = off. */
  returning_patient_window_days: z.int(),
  /** The chat assistant's own questions and answers. */
  chat_faq: ChatFaq,
  /** The assistant's name in the widget; null: the default persona (rule: ChatPersonaName). */
  chat_persona_name: z.nullable(z.string()),
  /**
   * Services the assistant tells visitors about, beyond the offered procedures. Loosely
   * typed here like the other fields: the server checks each by ChatServices and names it.
   */
  chat_services: z.array(
    z.object({ name: z.string(), description: z.string(), lang: z.optional(z.string()) }),
  ),
  /** The clinic's own OpenAI-compatible chat endpoint; its key is never shown. */
  chat_llm_url: z.nullable(z.string()),
  chat_llm_model: z.nullable(z.string()),
  chat_llm_key_set: z.boolean(),
  /** ISO 3166-1 alpha-2: the emergency and crisis numbers its chats give a patient in crisis. */
  country: z.string(),
  /** Address, phone, hours, surgeons, consultation fee, financing: the chats answer from them. */
  practice_facts: z.record(z.string(), z.string()),
  phone_countries: PhoneCountriesSetting,
  /** The IANA zone an owner chose for the clinic's days; null: its country's main zone. */
  time_zone: z.nullable(z.string()),
  /** The zone its days, charts and "today" follow (read only): the chosen one or the country's. */
  time_zone_in_use: z.string(),
});
export type ClinicSettings = z.infer<typeof ClinicSettings>;

/**
 * A change of some settings; the server checks each field by the clinic rules and
 * answers 400 with `fields` (field → what is wrong) when one fails. The chat
 * endpoint's key is written here and never read back (null removes it).
 */
export const ClinicSettingsPatch = z.extend(
  z.partial(z.omit(ClinicSettings, { chat_llm_key_set: true, time_zone_in_use: true })),
  {
    chat_llm_api_key: z.optional(z.nullable(z.string())),
  },
);
export type ClinicSettingsPatch = z.infer<typeof ClinicSettingsPatch>;

export const SettingsErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  /** Field → what is wrong with it; absent when the body itself is malformed. */
  fields: z.optional(z.record(z.string(), z.string())),
});

/** An SDK key of the clinic: the current one, and rotated ones until their grace ends. */
export const SdkKeyInfo = z.object({
  id: z.string(),
  /**
   * The key itself, for the install snippet (it is public: it sits in the clinic's pages),
   * for owners only; null for other staff, and for keys made before the dashboard.
   */
  sdk_key: z.nullable(z.string()),
  hint: z.string(),
  created_at: z.string(),
  /** When it stops opening sessions; null for the current key. */
  expires_at: z.nullable(z.string()),
});
export type SdkKeyInfo = z.infer<typeof SdkKeyInfo>;

export const SdkKeysResponse = z.object({ keys: z.array(SdkKeyInfo) });
export type SdkKeysResponse = z.infer<typeof SdkKeysResponse>;
