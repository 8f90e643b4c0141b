/**
 * Every call of the API as a route pattern (`:name` marks a path parameter): the server
 * registers exactly these, the client builds its URLs from them (paths.ts), and the
 * OpenAPI document lists them. {api} of docs/product/api.md is `/api/v1`; the form-flow calls
 * live under the forms base path `/clinics/v1/forms`.
 */
export const API_BASE = '/api/v1';
export const FORMS_BASE = '/clinics/v1/forms';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

const route = <M extends HttpMethod, P extends string>(method: M, path: P) => ({ method, path });

export const ROUTES = {
  sessions: route('POST', `${API_BASE}/sessions`),
  /** The loader's diagnosis: may this page show this clinic's widget (any origin may ask). */
  embedCheck: route('POST', `${API_BASE}/embed-check`),
  clinicInfo: route('GET', `${API_BASE}/clinic-info`),
  userLocation: route('GET', `${API_BASE}/user-location`),
  userLocationOf: route('GET', `${API_BASE}/user-location/:ip`),
  patientImages: route('POST', `${API_BASE}/patient-images`),
  sampleModels: route('GET', `${API_BASE}/sample-models`),
  openaiChat: route('POST', `${API_BASE}/openai/chat`),
  plasticSurgeryChat: route('POST', `${API_BASE}/chat/plastic-surgery`),
  leadMessages: route('POST', `${API_BASE}/patients/:patient_uuid/lead-messages`),
  leadMeasurements: route('PUT', `${API_BASE}/patients/:patient_uuid/measurements`),
  dailyAnalytics: route('POST', `${API_BASE}/daily-analytics`),
  dailyDetailedAnalytics: route('POST', `${API_BASE}/daily-detailed-analytics`),
  referralDailyAnalytics: route('POST', `${API_BASE}/referral-daily-analytics`),
  notifyUnsupportedProcedure: route('POST', `${API_BASE}/notify-unsupported-procedure`),
  events: route('POST', `${API_BASE}/events`),
  followUps: route('POST', `${API_BASE}/follow-ups`),
  adminLeads: route('GET', `${API_BASE}/admin/leads`),
  adminLeadsCsv: route('GET', `${API_BASE}/admin/leads.csv`),
  adminLead: route('GET', `${API_BASE}/admin/leads/:patient_uuid`),
  adminLeadStatus: route('PUT', `${API_BASE}/admin/leads/:patient_uuid/status`),
  /** Several leads moved to one status at once (all of the caller's clinic, or none). */
  adminLeadsStatus: route('POST', `${API_BASE}/admin/leads/status`),
  /** The signed-in member's saved views of the leads list (theirs alone). */
  adminLeadViews: route('GET', `${API_BASE}/admin/lead-views`),
  adminLeadViewCreate: route('POST', `${API_BASE}/admin/lead-views`),
  adminLeadViewDelete: route('DELETE', `${API_BASE}/admin/lead-views/:view_id`),
  /** Give a lead to a member of the clinic, or to nobody. */
  adminLeadAssignee: route('PUT', `${API_BASE}/admin/leads/:patient_uuid/assignee`),
  adminLeadNotes: route('POST', `${API_BASE}/admin/leads/:patient_uuid/notes`),
  adminLeadExport: route('GET', `${API_BASE}/admin/leads/:patient_uuid/export`),
  adminLeadDelete: route('DELETE', `${API_BASE}/admin/leads/:patient_uuid`),
  adminAnalytics: route('GET', `${API_BASE}/admin/analytics`),
  adminFollowUps: route('GET', `${API_BASE}/admin/follow-ups`),
  adminFollowUpDone: route('PUT', `${API_BASE}/admin/follow-ups/:follow_up_id/done`),
  adminNotifications: route('GET', `${API_BASE}/admin/notifications`),
  adminNotificationsUpdate: route('PUT', `${API_BASE}/admin/notifications`),
  adminWebhookDeliveries: route('GET', `${API_BASE}/admin/webhook-deliveries`),
  adminWebhookRedeliver: route(
    'POST',
    `${API_BASE}/admin/webhook-deliveries/:delivery_id/redeliver`,
  ),
  adminWebhookTest: route('POST', `${API_BASE}/admin/webhook-test`),
  /** The signing secret, to an owner who types their password again. */
  adminWebhookSecret: route('POST', `${API_BASE}/admin/webhook-secret`),
  adminWebhookSecretRotate: route('POST', `${API_BASE}/admin/webhook-secret/rotate`),
  adminDeadLetters: route('GET', `${API_BASE}/admin/dead-letters`),
  adminSettings: route('GET', `${API_BASE}/admin/settings`),
  adminSettingsUpdate: route('PUT', `${API_BASE}/admin/settings`),
  adminSettingsLogo: route('PUT', `${API_BASE}/admin/settings/logo`),
  /** A clinic's uploaded logo as the widget shows it (public, immutable per content). */
  clinicLogo: route('GET', `${API_BASE}/clinic-logos/:clinic_id/:file_name`),
  adminSampleModels: route('GET', `${API_BASE}/admin/sample-models`),
  adminSampleModelUpload: route('POST', `${API_BASE}/admin/sample-models`),
  adminSampleModelDelete: route('DELETE', `${API_BASE}/admin/sample-models/:model_id`),
  adminSdkKeys: route('GET', `${API_BASE}/admin/sdk-keys`),
  adminSdkKeyRotate: route('POST', `${API_BASE}/admin/sdk-keys/rotate`),
  adminFormConfigs: route('GET', `${API_BASE}/admin/form-configs`),
  adminFormConfigCreate: route('POST', `${API_BASE}/admin/form-configs`),
  adminFormConfigUpdate: route('PUT', `${API_BASE}/admin/form-configs/:config_id`),
  adminFormConfigDelete: route('DELETE', `${API_BASE}/admin/form-configs/:config_id`),
  adminStaff: route('GET', `${API_BASE}/admin/staff`),
  adminStaffInvite: route('POST', `${API_BASE}/admin/staff/invite`),
  adminStaffRemove: route('DELETE', `${API_BASE}/admin/staff/:staff_id`),
  adminStaffCancelInvite: route('DELETE', `${API_BASE}/admin/staff/:staff_id/invite`),
  /** A member's role and permission (owners). */
  adminStaffUpdate: route('PUT', `${API_BASE}/admin/staff/:staff_id`),
  /** The clinic's audit trail, newest first (owners). */
  adminAudit: route('GET', `${API_BASE}/admin/audit`),
  staffLogin: route('POST', `${API_BASE}/staff/login`),
  staffLogout: route('POST', `${API_BASE}/staff/logout`),
  staffMe: route('GET', `${API_BASE}/staff/me`),
  staffAcceptInvite: route('POST', `${API_BASE}/staff/accept-invite`),
  staffResetPassword: route('POST', `${API_BASE}/staff/reset-password`),
  imagesBatch: route('POST', `${FORMS_BASE}/patients/images/batch`),
  transforms: route('POST', `${FORMS_BASE}/transforms`),
  transformsBatch: route('POST', `${FORMS_BASE}/transforms/batch`),
  transformMetadata: route('GET', `${FORMS_BASE}/transforms/:jobId/metadata`),
  formsSubmit: route('POST', `${FORMS_BASE}/submit`),
  /** A clinic's form config as the widget reads it (the configUrl we host; public). */
  formConfig: route('GET', `${FORMS_BASE}/configs/:config_id`),
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof ROUTES;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** A route's URL path with its parameters filled in (each URL-encoded). */
export function pathTo(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The route pattern as OpenAPI spells it (`:jobId` → `{jobId}`). */
export const openApiPath = (path: string): string => path.replace(PARAM, '{$1}');

/** The route a request's method and URL path belong to, if any. */
export function matchRoute(method: string, urlPath: string): RouteName | null {
  for (const [name, { method: m, path }] of Object.entries(ROUTES)) {
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(PARAM, '[^/]+')}$`,
    );
    if (m === method.toUpperCase() && pattern.test(urlPath)) return name as RouteName;
  }
  return null;
}
