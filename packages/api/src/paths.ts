/**
 * Where each call lives. {api} of SPEC.md §7 is `/api/v1`; the form-flow calls live
 * under the forms base path `/clinics/v1/forms`.
 *
 * SPEC.md §7.4 writes the analytics calls without a prefix (`POST /daily-analytics`);
 * {api} is their canonical place (one prefix, one auth rule, one OpenAPI section) and
 * the server also answers SPEC.md's bare paths (BARE_ANALYTICS_PATHS) with the same
 * handlers.
 */
export const API_BASE = '/api/v1';
export const FORMS_BASE = '/clinics/v1/forms';

export const PATHS = {
  sessions: `${API_BASE}/sessions`,
  clinicInfo: `${API_BASE}/clinic-info`,
  userLocation: `${API_BASE}/user-location`,
  userLocationOf: (ip: string) => `${API_BASE}/user-location/${encodeURIComponent(ip)}`,
  patientImages: `${API_BASE}/patient-images`,
  sampleModels: `${API_BASE}/sample-models`,
  openaiChat: `${API_BASE}/openai/chat`,
  plasticSurgeryChat: `${API_BASE}/chat/plastic-surgery`,
  leadMessages: (patientUuid: string) =>
    `${API_BASE}/patients/${encodeURIComponent(patientUuid)}/lead-messages`,
  leadMeasurements: (patientUuid: string) =>
    `${API_BASE}/patients/${encodeURIComponent(patientUuid)}/measurements`,
  dailyAnalytics: `${API_BASE}/daily-analytics`,
  dailyDetailedAnalytics: `${API_BASE}/daily-detailed-analytics`,
  referralDailyAnalytics: `${API_BASE}/referral-daily-analytics`,
  notifyUnsupportedProcedure: `${API_BASE}/notify-unsupported-procedure`,
  events: `${API_BASE}/events`,
  adminLeads: `${API_BASE}/admin/leads`,
  adminLead: (patientUuid: string) => `${API_BASE}/admin/leads/${encodeURIComponent(patientUuid)}`,
  adminAnalytics: `${API_BASE}/admin/analytics`,
  imagesBatch: `${FORMS_BASE}/patients/images/batch`,
  transforms: `${FORMS_BASE}/transforms`,
  transformsBatch: `${FORMS_BASE}/transforms/batch`,
  formsSubmit: `${FORMS_BASE}/submit`,
} as const;

/** SPEC.md §7.4's own (bare) analytics paths, aliases of the {api} ones. */
export const BARE_ANALYTICS_PATHS = {
  dailyAnalytics: '/daily-analytics',
  dailyDetailedAnalytics: '/daily-detailed-analytics',
  referralDailyAnalytics: '/referral-daily-analytics',
  notifyUnsupportedProcedure: '/notify-unsupported-procedure',
} as const;

/**
 * Where the widget sends product events for a clinic that configured a Mixpanel token
 * (mixpanel-browser's own default host, named so the page's CSP can allow exactly it).
 */
export const MIXPANEL_API_HOST = 'https://api-js.mixpanel.com';

/** The form-flow image and transform calls carry `?source=form`. */
export const FORM_SOURCE = 'form';

/** The scheme word of the session Authorization header: `Authorization: session <token>`. */
export const SESSION_AUTH_SCHEME = 'session';

/** The scheme word of the clinic admin calls: `Authorization: Bearer <admin key>`. */
export const ADMIN_AUTH_SCHEME = 'Bearer';
