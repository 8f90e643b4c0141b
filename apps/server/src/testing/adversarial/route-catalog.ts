import { randomUUID } from 'node:crypto';
import { type ApiRoute, BARE_ANALYTICS_PATHS, ROUTES, type RouteName } from '@afterlook/api';
import type { RateLimitName } from '@afterlook/domain';
import { leadBody } from '../support/lead-fixtures.ts';

/** What a caller holds in the adversarial suite: its session, clinic admin key, own ids. */
export interface Caller {
  readonly token: string;
  readonly adminKey: string;
  readonly leadUuid: string;
  readonly batchId: string;
  readonly sampleImageUrl: string;
}

/** One valid request of a route, as a widget or the dashboard makes it. */
export interface ValidRequest {
  readonly method: ApiRoute['method'];
  readonly path: string;
  readonly auth: 'session' | 'admin' | 'sdk-key' | 'none';
  readonly body?: unknown;
}

/** A route's limit and a valid request; null where a route has no per-identity limit (why). */
export interface CatalogEntry {
  readonly limit: {
    readonly name: RateLimitName;
    readonly by: 'session' | 'admin' | 'address';
  } | null;
  readonly why?: string;
  readonly request: (caller: Caller) => ValidRequest;
}

const analytics = { form_name: 'ONBOARDING_TIER1', daily_analytics_count_type: 'SITE_VISITS' };
const transform = (imageUrl: string) => ({
  image_url: imageUrl,
  procedure_types: ['BBL'],
  procedure_view: 'BODY_BACK',
});
const FORM_CONFIG = { type: 'single-procedure', procedure: 'BBL', showScan: false };
const CHAT_MESSAGE = {
  content: 'How long is recovery after a tummy tuck?',
  temperature: 0.5,
  max_tokens: 500,
  history: [],
};
const session = (name: RateLimitName) => ({ name, by: 'session' as const });

/**
 * Every route of the API (packages/api ROUTES, plus the contract's bare analytics paths)
 * with the limit that must hold on it. A new route fails the suite until it is here.
 */
export const ROUTE_CATALOG: Record<RouteName, CatalogEntry> = {
  sessions: {
    limit: { name: 'sessionCreate', by: 'address' },
    request: () => ({ method: 'POST', path: ROUTES.sessions.path, auth: 'sdk-key' }),
  },
  embedCheck: {
    limit: { name: 'sessionCreate', by: 'address' },
    request: () => ({
      method: 'POST',
      path: ROUTES.embedCheck.path,
      auth: 'none',
      body: 'demo-clinic-key',
    }),
  },
  clinicInfo: {
    limit: session('sessionCalls'),
    request: () => ({ method: 'GET', path: ROUTES.clinicInfo.path, auth: 'session' }),
  },
  userLocation: {
    limit: session('sessionCalls'),
    request: () => ({ method: 'GET', path: ROUTES.userLocation.path, auth: 'session' }),
  },
  userLocationOf: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'GET',
      path: `${ROUTES.userLocation.path}/8.8.8.8`,
      auth: 'session',
    }),
  },
  patientImages: {
    limit: session('mediaCalls'),
    request: () => ({
      method: 'POST',
      path: `${ROUTES.patientImages.path}?timestamp=1`,
      auth: 'session',
    }),
  },
  sampleModels: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'GET',
      path: `${ROUTES.sampleModels.path}?procedure=BBL`,
      auth: 'session',
    }),
  },
  openaiChat: {
    limit: session('chatCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.openaiChat.path,
      auth: 'session',
      body: CHAT_MESSAGE,
    }),
  },
  plasticSurgeryChat: {
    limit: session('chatCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.plasticSurgeryChat.path,
      auth: 'session',
      body: CHAT_MESSAGE,
    }),
  },
  leadMessages: {
    limit: session('leadCalls'),
    request: (c) => ({
      method: 'POST',
      path: ROUTES.leadMessages.path.replace(':patient_uuid', c.leadUuid),
      auth: 'session',
      body: { message: 'Evenings are best', sender_type: 'patient' },
    }),
  },
  leadMeasurements: {
    limit: session('leadCalls'),
    request: (c) => ({
      method: 'PUT',
      path: ROUTES.leadMeasurements.path.replace(':patient_uuid', c.leadUuid),
      auth: 'session',
      body: { message: 'No allergies', weight_lbs: 140, height_feet: 5, height_inches: 6 },
    }),
  },
  dailyAnalytics: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.dailyAnalytics.path,
      auth: 'session',
      body: analytics,
    }),
  },
  dailyDetailedAnalytics: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.dailyDetailedAnalytics.path,
      auth: 'session',
      body: { ...analytics, cta_copy: null, form_version: null, device_type: 'mobile' },
    }),
  },
  referralDailyAnalytics: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.referralDailyAnalytics.path,
      auth: 'session',
      body: { form_name: 'ONBOARDING_TIER1', referrer: 'direct' },
    }),
  },
  notifyUnsupportedProcedure: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.notifyUnsupportedProcedure.path,
      auth: 'session',
      body: { name: 'Not captured', email: 'Not captured', procedure_type: 'RHINOPLASTY' },
    }),
  },
  events: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.events.path,
      auth: 'session',
      body: { name: 'Form Started', properties: { 'Clinic Name': 'Demo' } },
    }),
  },
  followUps: {
    limit: session('sessionCalls'),
    request: () => ({
      method: 'POST',
      path: ROUTES.followUps.path,
      auth: 'session',
      body: { kind: 'visualization_email', procedure: 'LIP_FILLER' },
    }),
  },
  adminFollowUps: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminFollowUps.path, auth: 'admin' }),
  },
  adminFollowUpDone: {
    limit: { name: 'adminCalls', by: 'admin' },
    // A task the caller does not have: 404, but counted like any call.
    request: () => ({
      method: 'PUT',
      path: ROUTES.adminFollowUpDone.path.replace(':follow_up_id', randomUUID()),
      auth: 'admin',
    }),
  },
  // A member's own alerts: an admin key is refused (403), counted like any call.
  adminNotifications: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminNotifications.path, auth: 'admin' }),
  },
  adminNotificationsUpdate: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'PUT',
      path: ROUTES.adminNotificationsUpdate.path,
      auth: 'admin',
      body: { lead_alerts: 'instant', language: 'en', time_zone: 'UTC' },
    }),
  },
  adminLeads: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminLeads.path, auth: 'admin' }),
  },
  adminLead: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'GET',
      path: ROUTES.adminLead.path.replace(':patient_uuid', c.leadUuid),
      auth: 'admin',
    }),
  },
  adminLeadExport: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'GET',
      path: ROUTES.adminLeadExport.path.replace(':patient_uuid', c.leadUuid),
      auth: 'admin',
    }),
  },
  adminLeadDelete: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'DELETE',
      path: ROUTES.adminLeadDelete.path.replace(':patient_uuid', c.leadUuid),
      auth: 'admin',
    }),
  },
  adminLeadsCsv: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminLeadsCsv.path, auth: 'admin' }),
  },
  adminLeadStatus: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'PUT',
      path: ROUTES.adminLeadStatus.path.replace(':patient_uuid', c.leadUuid),
      auth: 'admin',
      body: { status: 'contacted' },
    }),
  },
  adminLeadsStatus: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'POST',
      path: ROUTES.adminLeadsStatus.path,
      auth: 'admin',
      body: { patient_uuids: [c.leadUuid], status: 'contacted' },
    }),
  },
  adminLeadViews: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminLeadViews.path, auth: 'admin' }),
  },
  adminLeadViewCreate: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'POST',
      path: ROUTES.adminLeadViewCreate.path,
      auth: 'admin',
      body: { name: 'New this week', filters: { status: 'new' } },
    }),
  },
  adminLeadViewDelete: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'DELETE',
      path: ROUTES.adminLeadViewDelete.path.replace(':view_id', randomUUID()),
      auth: 'admin',
    }),
  },
  adminLeadAssignee: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'PUT',
      path: ROUTES.adminLeadAssignee.path.replace(':patient_uuid', c.leadUuid),
      auth: 'admin',
      body: { staff_id: null },
    }),
  },
  adminLeadNotes: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: (c) => ({
      method: 'POST',
      path: ROUTES.adminLeadNotes.path.replace(':patient_uuid', c.leadUuid),
      auth: 'admin',
      body: { note: 'Called, no answer' },
    }),
  },
  adminSettings: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminSettings.path, auth: 'admin' }),
  },
  adminSettingsUpdate: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'PUT',
      path: ROUTES.adminSettingsUpdate.path,
      auth: 'admin',
      body: { theme_color: '#336699' },
    }),
  },
  adminSettingsLogo: {
    limit: { name: 'adminCalls', by: 'admin' },
    // No body: 400, but counted like any call.
    request: () => ({ method: 'PUT', path: ROUTES.adminSettingsLogo.path, auth: 'admin' }),
  },
  clinicLogo: {
    limit: null,
    why: 'A public image at a content-addressed URL, cached immutable by browsers (like our static files)',
    request: () => ({
      method: 'GET',
      path: ROUTES.clinicLogo.path
        .replace(':clinic_id', randomUUID())
        .replace(':file_name', `${'0'.repeat(24)}.webp`),
      auth: 'none',
    }),
  },
  adminSampleModels: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminSampleModels.path, auth: 'admin' }),
  },
  adminSampleModelUpload: {
    limit: { name: 'adminCalls', by: 'admin' },
    // No photo: 400, but counted like any call.
    request: () => ({
      method: 'POST',
      path: `${ROUTES.adminSampleModelUpload.path}?procedure=BBL`,
      auth: 'admin',
    }),
  },
  adminSampleModelDelete: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'DELETE',
      path: ROUTES.adminSampleModelDelete.path.replace(':model_id', randomUUID()),
      auth: 'admin',
    }),
  },
  adminSdkKeys: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminSdkKeys.path, auth: 'admin' }),
  },
  adminSdkKeyRotate: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'POST', path: ROUTES.adminSdkKeyRotate.path, auth: 'admin' }),
  },
  adminStaff: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminStaff.path, auth: 'admin' }),
  },
  adminStaffInvite: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'POST',
      path: ROUTES.adminStaffInvite.path,
      auth: 'admin',
      body: { email: `${randomUUID()}@clinic.example`, role: 'staff' },
    }),
  },
  adminStaffRemove: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'DELETE',
      path: ROUTES.adminStaffRemove.path.replace(':staff_id', randomUUID()),
      auth: 'admin',
    }),
  },
  adminStaffCancelInvite: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'DELETE',
      path: ROUTES.adminStaffCancelInvite.path.replace(':staff_id', randomUUID()),
      auth: 'admin',
    }),
  },
  adminStaffUpdate: {
    limit: { name: 'adminCalls', by: 'admin' },
    // A member the caller does not have: 404, but counted like any call.
    request: () => ({
      method: 'PUT',
      path: ROUTES.adminStaffUpdate.path.replace(':staff_id', randomUUID()),
      auth: 'admin',
      body: { can_export_and_delete: true },
    }),
  },
  adminAudit: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminAudit.path, auth: 'admin' }),
  },
  staffLogin: {
    limit: { name: 'staffSignIn', by: 'address' },
    request: () => ({
      method: 'POST',
      path: ROUTES.staffLogin.path,
      auth: 'none',
      body: { email: 'nobody@clinic.example', password: 'not-the-password' },
    }),
  },
  staffAcceptInvite: {
    limit: { name: 'staffSignIn', by: 'address' },
    request: () => ({
      method: 'POST',
      path: ROUTES.staffAcceptInvite.path,
      auth: 'none',
      body: { token: 'al_invite_unknown-token-000000', password: 'a long enough password' },
    }),
  },
  staffResetPassword: {
    limit: { name: 'staffSignIn', by: 'address' },
    request: () => ({
      method: 'POST',
      path: ROUTES.staffResetPassword.path,
      auth: 'none',
      body: { token: 'al_reset_unknown-token-0000000', password: 'a long enough password' },
    }),
  },
  staffMe: {
    limit: null,
    why: 'Reads the caller’s own session; failed cookies count as failed authentication',
    request: () => ({ method: 'GET', path: ROUTES.staffMe.path, auth: 'admin' }),
  },
  staffLogout: {
    limit: null,
    why: 'Ends the caller’s own session; failed cookies count as failed authentication',
    request: () => ({ method: 'POST', path: ROUTES.staffLogout.path, auth: 'admin' }),
  },
  adminFormConfigs: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminFormConfigs.path, auth: 'admin' }),
  },
  adminFormConfigCreate: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'POST',
      path: ROUTES.adminFormConfigCreate.path,
      auth: 'admin',
      body: { name: 'Landing', document: FORM_CONFIG },
    }),
  },
  adminFormConfigUpdate: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'PUT',
      path: ROUTES.adminFormConfigUpdate.path.replace(':config_id', randomUUID()),
      auth: 'admin',
      body: { name: 'Landing', document: FORM_CONFIG },
    }),
  },
  adminFormConfigDelete: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({
      method: 'DELETE',
      path: ROUTES.adminFormConfigDelete.path.replace(':config_id', randomUUID()),
      auth: 'admin',
    }),
  },
  formConfig: {
    limit: { name: 'formConfigReads', by: 'address' },
    request: () => ({
      method: 'GET',
      path: ROUTES.formConfig.path.replace(':config_id', randomUUID()),
      auth: 'none',
    }),
  },
  adminDeadLetters: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminDeadLetters.path, auth: 'admin' }),
  },
  adminWebhookDeliveries: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminWebhookDeliveries.path, auth: 'admin' }),
  },
  adminWebhookRedeliver: {
    limit: { name: 'adminCalls', by: 'admin' },
    // A delivery the caller does not have: 404, but counted like any call.
    request: () => ({
      method: 'POST',
      path: ROUTES.adminWebhookRedeliver.path.replace(':delivery_id', randomUUID()),
      auth: 'admin',
    }),
  },
  adminWebhookTest: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'POST', path: ROUTES.adminWebhookTest.path, auth: 'admin' }),
  },
  // The password is checked like a sign-in's, within the sign-in budget per caller.
  adminWebhookSecret: {
    limit: { name: 'staffSignIn', by: 'admin' },
    request: () => ({
      method: 'POST',
      path: ROUTES.adminWebhookSecret.path,
      auth: 'admin',
      body: { password: 'not-the-password' },
    }),
  },
  adminWebhookSecretRotate: {
    limit: { name: 'staffSignIn', by: 'admin' },
    request: () => ({
      method: 'POST',
      path: ROUTES.adminWebhookSecretRotate.path,
      auth: 'admin',
      body: { password: 'not-the-password' },
    }),
  },
  adminAnalytics: {
    limit: { name: 'adminCalls', by: 'admin' },
    request: () => ({ method: 'GET', path: ROUTES.adminAnalytics.path, auth: 'admin' }),
  },
  imagesBatch: {
    limit: session('mediaCalls'),
    request: () => ({
      method: 'POST',
      path: `${ROUTES.imagesBatch.path}?source=form`,
      auth: 'session',
      body: { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
    }),
  },
  transforms: {
    limit: session('mediaCalls'),
    request: (c) => ({
      method: 'POST',
      path: `${ROUTES.transforms.path}?source=form`,
      auth: 'session',
      body: transform(c.sampleImageUrl),
    }),
  },
  transformsBatch: {
    limit: session('mediaCalls'),
    request: (c) => ({
      method: 'POST',
      path: `${ROUTES.transformsBatch.path}?source=form`,
      auth: 'session',
      body: { batch_id: c.batchId, request: [transform(c.sampleImageUrl)] },
    }),
  },
  transformMetadata: {
    limit: null,
    why: 'a signed URL polled every 500 ms; the signature is the only identity (address ceiling only)',
    request: () => ({
      method: 'GET',
      path: ROUTES.transformMetadata.path.replace(':jobId', randomUUID()),
      auth: 'session',
    }),
  },
  formsSubmit: {
    limit: session('leadCalls'),
    // A new lead each time (the same body from one session is stored once).
    request: () => ({
      method: 'POST',
      path: ROUTES.formsSubmit.path,
      auth: 'session',
      body: leadBody({ form_user_id: randomUUID() }),
    }),
  },
};

/** the contract's bare analytics paths: the same handlers, the same limits. */
export const BARE_PATHS: readonly string[] = Object.values(BARE_ANALYTICS_PATHS);
