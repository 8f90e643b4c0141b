import {
  type ApiClient,
  createApiClient,
  createStaffApiClient,
  openApiPath,
  ROUTES,
  type RouteName,
  type StaffApiClient,
} from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/start-test-app.ts';
import { type RecordedCall, unservedClientCalls } from './unserved-client-calls.ts';

const API = 'http://api.test';
const ELSEWHERE = 'http://elsewhere.test';
const uuid = '9b2f4c1e-8a3d-4e5f-9c7b-1a2b3c4d5e6f';

/**
 * One call of every client method. Typed by ApiClient's keys: a method added to the
 * client without a line here fails the typecheck. URLs a caller hands in (signed
 * uploads, a host's configUrl) point elsewhere and are not the API's.
 */
const CALLS: Record<keyof ApiClient, (client: ApiClient) => Promise<unknown>> = {
  createSession: (c) => c.createSession('demo-clinic-key', 'en'),
  getClinicInfo: (c) => c.getClinicInfo(),
  getUserLocation: (c) => Promise.all([c.getUserLocation(), c.getUserLocation('8.8.8.8')]),
  requestImageUploads: (c) => c.requestImageUploads({ request: [] } as never),
  uploadImage: (c) => c.uploadImage(`${ELSEWHERE}/upload`, new Uint8Array(8)),
  createPatientImageTicket: (c) => c.createPatientImageTicket(),
  getSampleModels: (c) => c.getSampleModels('BBL'),
  createTransform: (c) => c.createTransform({} as never),
  createTransformBatch: (c) => c.createTransformBatch({} as never),
  pollTransformMetadata: (c) =>
    c.pollTransformMetadata(`${API}/clinics/v1/forms/transforms/${uuid}/metadata?s=x`, {
      timeoutMs: 1,
    }),
  submitForm: (c) => c.submitForm({} as never),
  getFormConfig: (c) => c.getFormConfig(`${ELSEWHERE}/form.json`),
  sendDoctorChat: (c) => c.sendDoctorChat({} as never),
  sendPlasticSurgeryChat: (c) => c.sendPlasticSurgeryChat({} as never),
  sendLeadMessage: (c) => c.sendLeadMessage(uuid, {} as never),
  saveLeadMeasurements: (c) => c.saveLeadMeasurements(uuid, {} as never),
  recordDailyAnalytics: (c) => c.recordDailyAnalytics({} as never),
  recordDailyDetailedAnalytics: (c) => c.recordDailyDetailedAnalytics({} as never),
  recordReferralDailyAnalytics: (c) => c.recordReferralDailyAnalytics({} as never),
  notifyUnsupportedProcedure: (c) => c.notifyUnsupportedProcedure({}),
  trackEvent: (c) => c.trackEvent('Page View' as never),
  recordFollowUp: (c) => c.recordFollowUp({} as never),
};

/** One call of every staff (dashboard) client method, typed the same way. */
const STAFF_CALLS: Record<keyof StaffApiClient, (client: StaffApiClient) => Promise<unknown>> = {
  signIn: (c) => c.signIn({ email: 'a@b.example', password: 'x' }),
  signOut: (c) => c.signOut(),
  getMe: (c) => c.getMe(),
  acceptInvite: (c) => c.acceptInvite({} as never),
  resetPassword: (c) => c.resetPassword({} as never),
  listLeads: (c) => c.listLeads({ q: 'ana', status: 'new', limit: 50 }),
  downloadLeadsCsv: (c) => c.downloadLeadsCsv({ status: 'new' }),
  getLead: (c) => c.getLead(uuid),
  setLeadStatus: (c) => c.setLeadStatus(uuid, 'contacted'),
  assignLead: (c) => c.assignLead(uuid, uuid),
  setLeadsStatus: (c) => c.setLeadsStatus([uuid], 'contacted'),
  listLeadViews: (c) => c.listLeadViews(),
  saveLeadView: (c) => c.saveLeadView({ name: 'Mine', filters: { assignee: 'me' } }),
  deleteLeadView: (c) => c.deleteLeadView(uuid),
  addLeadNote: (c) => c.addLeadNote(uuid, 'called'),
  exportLead: (c) => c.exportLead(uuid),
  deleteLead: (c) => c.deleteLead(uuid),
  getAnalytics: (c) => c.getAnalytics({ from: '2026-01-01' }),
  listFollowUps: (c) => c.listFollowUps('open'),
  markFollowUpDone: (c) => c.markFollowUpDone(uuid),
  getNotifications: (c) => c.getNotifications(),
  updateNotifications: (c) =>
    c.updateNotifications({ lead_alerts: 'instant', language: 'en', time_zone: 'UTC' }),
  listWebhookDeliveries: (c) => c.listWebhookDeliveries(),
  redeliverWebhook: (c) => c.redeliverWebhook(uuid),
  sendWebhookTest: (c) => c.sendWebhookTest(),
  revealWebhookSecret: (c) => c.revealWebhookSecret('x'),
  rotateWebhookSecret: (c) => c.rotateWebhookSecret('x'),
  getSettings: (c) => c.getSettings(),
  updateSettings: (c) => c.updateSettings({ name: 'x' }),
  uploadLogo: (c) => c.uploadLogo(new Blob([new Uint8Array(8)], { type: 'image/png' })),
  listClinicSampleModels: (c) => c.listClinicSampleModels(),
  uploadClinicSampleModel: (c) =>
    c.uploadClinicSampleModel('BBL', new Blob([new Uint8Array(8)], { type: 'image/png' })),
  deleteClinicSampleModel: (c) => c.deleteClinicSampleModel(uuid),
  listSdkKeys: (c) => c.listSdkKeys(),
  rotateSdkKey: (c) => c.rotateSdkKey(),
  listFormConfigs: (c) => c.listFormConfigs(),
  createFormConfig: (c) => c.createFormConfig({} as never),
  updateFormConfig: (c) => c.updateFormConfig(uuid, {} as never),
  deleteFormConfig: (c) => c.deleteFormConfig(uuid),
  listStaff: (c) => c.listStaff(),
  inviteStaff: (c) => c.inviteStaff({} as never),
  removeStaff: (c) => c.removeStaff(uuid),
  cancelInvite: (c) => c.cancelInvite(uuid),
  updateStaff: (c) => c.updateStaff(uuid, { can_export_and_delete: true }),
  listAudit: (c) => c.listAudit({ limit: 50 }),
};

/** Routes the client speaks whose server side is still to be built: none today. */
const AWAITING_SERVER = new Set<RouteName>();

/** Every API call each client method makes (answered 400: only the request matters). */
async function recordClientCalls(): Promise<RecordedCall[]> {
  const calls: RecordedCall[] = [];
  const client = createApiClient({
    baseUrl: API,
    getAccessToken: () => 'token',
    logger: { error: () => undefined, warn: () => undefined },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      if (url.origin === API) calls.push({ method: init?.method ?? 'GET', path: url.pathname });
      return new Response('{"error":"bad_request","message":"recorded"}', { status: 400 });
    },
  });
  for (const call of Object.values(CALLS)) await call(client).catch(() => undefined);
  const staff = createStaffApiClient({
    baseUrl: API,
    getCsrfToken: () => 'csrf',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      calls.push({ method: init?.method ?? 'GET', path: url.pathname });
      return new Response('{"error":"bad_request","message":"recorded"}', { status: 400 });
    },
  });
  for (const call of Object.values(STAFF_CALLS)) await call(staff).catch(() => undefined);
  return calls;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
});
afterAll(async () => {
  await t.close();
});

describe('the API client and the server share one route table', () => {
  const serves = (route: { method: string; path: string }) =>
    t.app.hasRoute({ method: route.method as 'GET', url: route.path });

  it('every client method calls a route the server serves', async () => {
    const calls = await recordClientCalls();
    expect(calls.length).toBeGreaterThanOrEqual(
      Object.keys(CALLS).length - 2 + Object.keys(STAFF_CALLS).length,
    );
    expect(unservedClientCalls(calls, serves, AWAITING_SERVER)).toEqual([]);
  });

  it('a client method whose route the server lacks fails the check', () => {
    const unserved = [{ method: 'POST', path: '/api/v1/openai/chat' }];
    const lacksChat = (route: { method: string; path: string }) =>
      route.path !== ROUTES.openaiChat.path && serves(route);
    expect(unservedClientCalls(unserved, lacksChat)).toEqual([
      'POST /api/v1/openai/chat (openaiChat): the server has no such route',
    ]);
    expect(unservedClientCalls(unserved, serves, new Set(['openaiChat']))).toEqual([
      'openaiChat is served now: take it off the awaiting list',
    ]);
    const spelledByHand = [{ method: 'GET', path: '/api/v1/leads-export' }];
    expect(unservedClientCalls(spelledByHand, serves)).toEqual([
      "GET /api/v1/leads-export: not a route of @afterlook/api's ROUTES",
    ]);
  });

  it('the OpenAPI document lists every served route of the shared table', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/json`);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const shared = Object.entries(ROUTES)
      .filter(([name]) => !AWAITING_SERVER.has(name as RouteName))
      .map(([, route]) => `${route.method} ${openApiPath(route.path)}`);
    expect(documented).toEqual(expect.arrayContaining(shared));
  });
});
