import type { AiSupportedProcedure, LeadStatus } from '@afterlook/domain';
import * as z from 'zod/mini';
import { isHttpError } from '../http-error.ts';
import { pathTo, ROUTES } from '../routes.ts';
import {
  type AdminAnalyticsQuery,
  AdminAnalyticsResponse,
  AdminLead,
  AdminLeadDeleted,
  AdminLeadExport,
  type AdminLeadsFilter,
  type AdminLeadsQuery,
  AdminLeadsResponse,
  AdminLeadsStatusResponse,
  ClinicSettings,
  type ClinicSettingsPatch,
  SavedLeadView,
  type SavedLeadViewBody,
  SavedLeadViewsResponse,
  SdkKeysResponse,
  WebhookDeliveriesResponse,
  WebhookQueued,
  WebhookSecretAnswer,
} from '../schemas/admin.ts';
import { type AuditQuery, AuditResponse } from '../schemas/audit.ts';
import { ClinicSampleModel, ClinicSampleModelsResponse } from '../schemas/clinic-sample-models.ts';
import { AdminFollowUp, AdminFollowUpsResponse } from '../schemas/follow-ups.ts';
import {
  type FormConfigBody,
  FormConfigsResponse,
  StoredFormConfig,
} from '../schemas/form-config.ts';
import { NotificationSettings, type NotificationSettingsUpdate } from '../schemas/notifications.ts';
import {
  CSRF_HEADER,
  type StaffInviteBody,
  StaffLink,
  StaffListResponse,
  type StaffLoginBody,
  StaffMe,
  StaffMember,
  type StaffSetPasswordBody,
  type StaffUpdateBody,
} from '../schemas/staff.ts';
import {
  ensureOk,
  type JsonRequest,
  type RequestContext,
  requestJson,
  resolveUrl,
} from './request.ts';

export interface StaffApiClientOptions {
  /** Origin of the API; '' (default) means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * The signed-in session's CSRF token (StaffMe.csrf_token), sent as X-CSRF-Token on
   * every call that changes something; read on every call.
   */
  getCsrfToken?: () => string | undefined;
  /** fetch's credentials mode for the session cookie; default 'same-origin'. */
  credentials?: RequestInit['credentials'];
}

/** A CSV export as the server named it (Content-Disposition), ready to save. */
export interface CsvDownload {
  readonly blob: Blob;
  readonly fileName: string;
}

const Deleted = z.object({ id: z.string() });
type Deleted = z.infer<typeof Deleted>;
type FollowUpStatus = 'open' | 'done';
type SampleModelProcedure = AiSupportedProcedure;

/**
 * The clinic staff's calls (the dashboard): sign-in by email and password, then the
 * clinic's own calls under {api}/admin with the session cookie, each state-changing one
 * with the session's CSRF token. Apart from createApiClient (the widget's calls) so the
 * widget's bundle carries none of this.
 */
export interface StaffApiClient {
  signIn(body: StaffLoginBody): Promise<StaffMe>;
  /** Ends the session on the server and clears the cookie. */
  signOut(): Promise<void>;
  /** Who is signed in (401 when nobody is), with the session's CSRF token. */
  getMe(): Promise<StaffMe>;
  /** An invite link's token and the chosen password: the account is active and signed in. */
  acceptInvite(body: StaffSetPasswordBody): Promise<StaffMe>;
  /** A reset link's token and the new password: signed in, other sessions ended. */
  resetPassword(body: StaffSetPasswordBody): Promise<StaffMe>;

  listLeads(query?: AdminLeadsQuery): Promise<AdminLeadsResponse>;
  /** The filtered leads as CSV (the server's leads.csv). */
  downloadLeadsCsv(filter?: AdminLeadsFilter): Promise<CsvDownload>;
  getLead(patientUuid: string): Promise<AdminLead>;
  setLeadStatus(patientUuid: string, status: LeadStatus): Promise<AdminLead>;
  /** Gives the lead to a member of the clinic (their staff id), or to nobody (null). */
  assignLead(patientUuid: string, staffId: string | null): Promise<AdminLead>;
  /** Several leads moved to one status at once (all of the clinic's, or none). */
  setLeadsStatus(patientUuids: string[], status: LeadStatus): Promise<AdminLeadsStatusResponse>;
  /** The signed-in member's saved views of the leads list. */
  listLeadViews(): Promise<SavedLeadViewsResponse>;
  saveLeadView(body: SavedLeadViewBody): Promise<SavedLeadView>;
  deleteLeadView(viewId: string): Promise<Deleted>;
  addLeadNote(patientUuid: string, note: string): Promise<AdminLead>;
  /** A patient's access request: the lead and every photo of that visit. */
  exportLead(patientUuid: string): Promise<AdminLeadExport>;
  /** A patient's erasure request: the lead, its messages and photos, for good. */
  deleteLead(patientUuid: string): Promise<AdminLeadDeleted>;

  getAnalytics(query?: AdminAnalyticsQuery): Promise<AdminAnalyticsResponse>;
  listFollowUps(status?: FollowUpStatus): Promise<AdminFollowUpsResponse>;
  markFollowUpDone(followUpId: string): Promise<AdminFollowUp>;
  /** The signed-in member's own email alerts (and whether this server sends email). */
  getNotifications(): Promise<NotificationSettings>;
  updateNotifications(body: NotificationSettingsUpdate): Promise<NotificationSettings>;

  listWebhookDeliveries(): Promise<WebhookDeliveriesResponse>;
  redeliverWebhook(deliveryId: string): Promise<WebhookQueued>;
  sendWebhookTest(): Promise<WebhookQueued>;
  /** The signing secret, after the owner typed their password again. */
  revealWebhookSecret(password: string): Promise<WebhookSecretAnswer>;
  /** A new signing secret (the old one stops signing at once), after the password. */
  rotateWebhookSecret(password: string): Promise<WebhookSecretAnswer>;

  getSettings(): Promise<ClinicSettings>;
  /** 400 names each failing field: see readApiError(...).fields. */
  updateSettings(patch: ClinicSettingsPatch): Promise<ClinicSettings>;
  /** A PNG, JPEG or WebP, sent with its own content type. */
  uploadLogo(image: Blob): Promise<ClinicSettings>;
  listClinicSampleModels(): Promise<ClinicSampleModelsResponse>;
  /** A PNG or JPEG photo for one AI procedure. */
  uploadClinicSampleModel(procedure: SampleModelProcedure, image: Blob): Promise<ClinicSampleModel>;
  deleteClinicSampleModel(modelId: string): Promise<Deleted>;

  listSdkKeys(): Promise<SdkKeysResponse>;
  rotateSdkKey(): Promise<SdkKeysResponse>;

  listFormConfigs(): Promise<FormConfigsResponse>;
  createFormConfig(body: FormConfigBody): Promise<StoredFormConfig>;
  updateFormConfig(configId: string, body: FormConfigBody): Promise<StoredFormConfig>;
  deleteFormConfig(configId: string): Promise<Deleted>;

  listStaff(): Promise<StaffListResponse>;
  /** A one-time link to hand to the person (no mail is sent). */
  inviteStaff(body: StaffInviteBody): Promise<StaffLink>;
  removeStaff(staffId: string): Promise<Deleted>;
  /** Cancels an invite nobody accepted yet: its link stops working. */
  cancelInvite(staffId: string): Promise<Deleted>;
  /** Changes a member's role or their permission to export and delete (owners). */
  updateStaff(staffId: string, body: StaffUpdateBody): Promise<StaffMember>;

  /** The clinic's audit trail, newest first (owners). */
  listAudit(query?: AuditQuery): Promise<AuditResponse>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Query parameters without the unset ones. */
const queryOf = (values: object | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

const fileNameOf = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

export function createStaffApiClient(options: StaffApiClientOptions = {}): StaffApiClient {
  const ctx: RequestContext = {
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    // The session rides in its HttpOnly cookie, never in an Authorization header.
    getAccessToken: () => undefined,
    credentials: options.credentials ?? 'same-origin',
  };
  const getCsrfToken = options.getCsrfToken ?? (() => undefined);

  const csrfHeaders = (method: string): Record<string, string> => {
    const token = getCsrfToken();
    return !SAFE_METHODS.has(method) && token ? { [CSRF_HEADER]: token } : {};
  };

  const call = <S extends z.ZodMiniType>(request: JsonRequest<S>): Promise<z.output<S>> =>
    requestJson(ctx, {
      ...request,
      auth: 'none',
      headers: { ...request.headers, ...csrfHeaders(request.method) },
    });

  return {
    signIn: (body) => call({ method: 'POST', path: ROUTES.staffLogin.path, body, schema: StaffMe }),

    async signOut() {
      const response = await ctx.fetch(resolveUrl(ctx.baseUrl, ROUTES.staffLogout.path), {
        method: 'POST',
        headers: { accept: 'application/json', ...csrfHeaders('POST') },
        credentials: ctx.credentials ?? 'same-origin',
      });
      await ensureOk(response, 'form');
    },

    getMe: () => call({ method: 'GET', path: ROUTES.staffMe.path, schema: StaffMe }),

    acceptInvite: (body) =>
      call({ method: 'POST', path: ROUTES.staffAcceptInvite.path, body, schema: StaffMe }),

    resetPassword: (body) =>
      call({ method: 'POST', path: ROUTES.staffResetPassword.path, body, schema: StaffMe }),

    listLeads: (query) =>
      call({
        method: 'GET',
        path: ROUTES.adminLeads.path,
        query: queryOf(query),
        schema: AdminLeadsResponse,
      }),

    async downloadLeadsCsv(filter) {
      const search = new URLSearchParams(queryOf(filter)).toString();
      const url = resolveUrl(
        ctx.baseUrl,
        `${ROUTES.adminLeadsCsv.path}${search ? `?${search}` : ''}`,
      );
      const response = await ctx.fetch(url, {
        method: 'GET',
        headers: { accept: 'text/csv' },
        credentials: ctx.credentials ?? 'same-origin',
      });
      await ensureOk(response, 'form');
      return { blob: await response.blob(), fileName: fileNameOf(response, 'leads.csv') };
    },

    getLead: (uuid) =>
      call({
        method: 'GET',
        path: pathTo(ROUTES.adminLead, { patient_uuid: uuid }),
        schema: AdminLead,
      }),

    setLeadStatus: (uuid, status) =>
      call({
        method: 'PUT',
        path: pathTo(ROUTES.adminLeadStatus, { patient_uuid: uuid }),
        body: { status },
        schema: AdminLead,
      }),

    listLeadViews: () =>
      call({ method: 'GET', path: ROUTES.adminLeadViews.path, schema: SavedLeadViewsResponse }),

    saveLeadView: (body) =>
      call({
        method: 'POST',
        path: ROUTES.adminLeadViewCreate.path,
        body,
        schema: SavedLeadView,
      }),

    deleteLeadView: (id) =>
      call({
        method: 'DELETE',
        path: pathTo(ROUTES.adminLeadViewDelete, { view_id: id }),
        schema: Deleted,
      }),

    setLeadsStatus: (uuids, status) =>
      call({
        method: 'POST',
        path: ROUTES.adminLeadsStatus.path,
        body: { patient_uuids: uuids, status },
        schema: AdminLeadsStatusResponse,
      }),

    assignLead: (uuid, staffId) =>
      call({
        method: 'PUT',
        path: pathTo(ROUTES.adminLeadAssignee, { patient_uuid: uuid }),
        body: { staff_id: staffId },
        schema: AdminLead,
      }),

    addLeadNote: (uuid, note) =>
      call({
        method: 'POST',
        path: pathTo(ROUTES.adminLeadNotes, { patient_uuid: uuid }),
        body: { note },
        schema: AdminLead,
      }),

    exportLead: (uuid) =>
      call({
        method: 'GET',
        path: pathTo(ROUTES.adminLeadExport, { patient_uuid: uuid }),
        schema: AdminLeadExport,
      }),

    deleteLead: (uuid) =>
      call({
        method: 'DELETE',
        path: pathTo(ROUTES.adminLeadDelete, { patient_uuid: uuid }),
        schema: AdminLeadDeleted,
      }),

    getAnalytics: (query) =>
      call({
        method: 'GET',
        path: ROUTES.adminAnalytics.path,
        query: queryOf(query),
        schema: AdminAnalyticsResponse,
      }),

    listFollowUps: (status) =>
      call({
        method: 'GET',
        path: ROUTES.adminFollowUps.path,
        query: queryOf({ status }),
        schema: AdminFollowUpsResponse,
      }),

    markFollowUpDone: (id) =>
      call({
        method: 'PUT',
        path: pathTo(ROUTES.adminFollowUpDone, { follow_up_id: id }),
        schema: AdminFollowUp,
      }),

    getNotifications: () =>
      call({
        method: 'GET',
        path: ROUTES.adminNotifications.path,
        schema: NotificationSettings,
      }),

    updateNotifications: (body) =>
      call({
        method: 'PUT',
        path: ROUTES.adminNotificationsUpdate.path,
        body,
        schema: NotificationSettings,
      }),

    listWebhookDeliveries: () =>
      call({
        method: 'GET',
        path: ROUTES.adminWebhookDeliveries.path,
        schema: WebhookDeliveriesResponse,
      }),

    redeliverWebhook: (id) =>
      call({
        method: 'POST',
        path: pathTo(ROUTES.adminWebhookRedeliver, { delivery_id: id }),
        schema: WebhookQueued,
      }),

    sendWebhookTest: () =>
      call({ method: 'POST', path: ROUTES.adminWebhookTest.path, schema: WebhookQueued }),

    revealWebhookSecret: (password) =>
      call({
        method: 'POST',
        path: ROUTES.adminWebhookSecret.path,
        body: { password },
        schema: WebhookSecretAnswer,
      }),

    rotateWebhookSecret: (password) =>
      call({
        method: 'POST',
        path: ROUTES.adminWebhookSecretRotate.path,
        body: { password },
        schema: WebhookSecretAnswer,
      }),

    getSettings: () =>
      call({ method: 'GET', path: ROUTES.adminSettings.path, schema: ClinicSettings }),

    updateSettings: (patch) =>
      call({
        method: 'PUT',
        path: ROUTES.adminSettingsUpdate.path,
        body: patch,
        schema: ClinicSettings,
      }),

    uploadLogo: (image) =>
      call({
        method: 'PUT',
        path: ROUTES.adminSettingsLogo.path,
        rawBody: { data: image, contentType: image.type || 'application/octet-stream' },
        schema: ClinicSettings,
      }),

    listClinicSampleModels: () =>
      call({
        method: 'GET',
        path: ROUTES.adminSampleModels.path,
        schema: ClinicSampleModelsResponse,
      }),

    uploadClinicSampleModel: (procedure, image) =>
      call({
        method: 'POST',
        path: ROUTES.adminSampleModelUpload.path,
        query: { procedure },
        rawBody: { data: image, contentType: image.type || 'application/octet-stream' },
        schema: ClinicSampleModel,
      }),

    deleteClinicSampleModel: (id) =>
      call({
        method: 'DELETE',
        path: pathTo(ROUTES.adminSampleModelDelete, { model_id: id }),
        schema: Deleted,
      }),

    listSdkKeys: () =>
      call({ method: 'GET', path: ROUTES.adminSdkKeys.path, schema: SdkKeysResponse }),

    rotateSdkKey: () =>
      call({ method: 'POST', path: ROUTES.adminSdkKeyRotate.path, schema: SdkKeysResponse }),

    listFormConfigs: () =>
      call({ method: 'GET', path: ROUTES.adminFormConfigs.path, schema: FormConfigsResponse }),

    createFormConfig: (body) =>
      call({
        method: 'POST',
        path: ROUTES.adminFormConfigCreate.path,
        body,
        schema: StoredFormConfig,
      }),

    updateFormConfig: (id, body) =>
      call({
        method: 'PUT',
        path: pathTo(ROUTES.adminFormConfigUpdate, { config_id: id }),
        body,
        schema: StoredFormConfig,
      }),

    deleteFormConfig: (id) =>
      call({
        method: 'DELETE',
        path: pathTo(ROUTES.adminFormConfigDelete, { config_id: id }),
        schema: Deleted,
      }),

    listStaff: () =>
      call({ method: 'GET', path: ROUTES.adminStaff.path, schema: StaffListResponse }),

    inviteStaff: (body) =>
      call({ method: 'POST', path: ROUTES.adminStaffInvite.path, body, schema: StaffLink }),

    removeStaff: (id) =>
      call({
        method: 'DELETE',
        path: pathTo(ROUTES.adminStaffRemove, { staff_id: id }),
        schema: Deleted,
      }),

    cancelInvite: (id) =>
      call({
        method: 'DELETE',
        path: pathTo(ROUTES.adminStaffCancelInvite, { staff_id: id }),
        schema: Deleted,
      }),

    updateStaff: (id, body) =>
      call({
        method: 'PUT',
        path: pathTo(ROUTES.adminStaffUpdate, { staff_id: id }),
        body,
        schema: StaffMember,
      }),

    listAudit: (query) =>
      call({
        method: 'GET',
        path: ROUTES.adminAudit.path,
        query: queryOf(query),
        schema: AuditResponse,
      }),
  };
}

/** An API error answer ({ error, message, fields? }) read from a failed call. */
export interface ApiErrorInfo {
  readonly status: number;
  readonly error: string;
  readonly message: string;
  /** Field → what is wrong with it (the settings call's 400). */
  readonly fields: Readonly<Record<string, string>>;
}

const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});

/** The status and error body of a failed call; null for a failure that had no answer. */
export function readApiError(error: unknown): ApiErrorInfo | null {
  if (!isHttpError(error)) return null;
  const { status, body } = error;
  let parsed: z.infer<typeof ErrorBody> | null = null;
  try {
    const result = z.safeParse(ErrorBody, JSON.parse(body));
    if (result.success) parsed = result.data;
  } catch {
    // Not JSON: a proxy's page, say.
  }
  return {
    status,
    error: parsed?.error ?? 'http_error',
    message: parsed?.message ?? body,
    fields: parsed?.fields ?? {},
  };
}
