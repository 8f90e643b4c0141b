import { createApiClient, ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_SAMPLE_MODEL_SOURCE } from '../../features/clinic-sample-models/clinic-sample-model-source.ts';
import { updateClinic } from '../../features/clinics/update-clinic.ts';
import { queueWebhook } from '../../features/webhooks/queue-webhook.ts';
import { TEST_DIALECTS, type TestDb } from '../support/databases.ts';
import { demoAdminKey, leadBody, otherClinic, submitLeadOver } from '../support/lead-fixtures.ts';
import { type SignedInStaff, signedInStaff, staffCall } from '../support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../support/start-test-app.ts';
import { ROUTE_CATALOG } from './route-catalog.ts';

// Tenant isolation of the dashboard: a signed-in user of clinic A reaches nothing of
// clinic B through any clinic call (404 for B's ids, none of B's rows in A's lists),
// and a staff member (not an owner) reaches no owner call. On SQLite and PostgreSQL.
const OWNER_ONLY = [
  'adminSettingsUpdate',
  'adminSettingsLogo',
  'adminSampleModelUpload',
  'adminSampleModelDelete',
  'adminFormConfigCreate',
  'adminFormConfigUpdate',
  'adminFormConfigDelete',
  'adminSdkKeyRotate',
  'adminStaffInvite',
  'adminStaffRemove',
  'adminStaffCancelInvite',
  'adminStaffUpdate',
  'adminAudit',
  'adminWebhookRedeliver',
  'adminWebhookTest',
  'adminWebhookSecret',
  'adminWebhookSecretRotate',
] as const;

/** The clinic calls that take an id, aimed at clinic B's ids. */
const idPaths = (b: {
  leadUuid: string;
  deliveryId: string;
  staffId: string;
  configId: string;
  followUpId: string;
  sampleModelId: string;
  viewId: string;
}) =>
  [
    ['GET', ROUTES.adminLead.path.replace(':patient_uuid', b.leadUuid)],
    ['GET', ROUTES.adminLeadExport.path.replace(':patient_uuid', b.leadUuid)],
    ['PUT', ROUTES.adminLeadStatus.path.replace(':patient_uuid', b.leadUuid), { status: 'lost' }],
    ['PUT', ROUTES.adminLeadAssignee.path.replace(':patient_uuid', b.leadUuid), { staff_id: null }],
    ['POST', ROUTES.adminLeadsStatus.path, { patient_uuids: [b.leadUuid], status: 'lost' }],
    ['POST', ROUTES.adminLeadNotes.path.replace(':patient_uuid', b.leadUuid), { note: 'x' }],
    ['DELETE', ROUTES.adminLeadDelete.path.replace(':patient_uuid', b.leadUuid)],
    ['POST', ROUTES.adminWebhookRedeliver.path.replace(':delivery_id', b.deliveryId)],
    ['DELETE', ROUTES.adminStaffRemove.path.replace(':staff_id', b.staffId)],
    ['DELETE', ROUTES.adminStaffCancelInvite.path.replace(':staff_id', b.staffId)],
    ['PUT', ROUTES.adminStaffUpdate.path.replace(':staff_id', b.staffId), { role: 'staff' }],
    [
      'PUT',
      ROUTES.adminFormConfigUpdate.path.replace(':config_id', b.configId),
      { name: 'Taken over', document: { type: 'single-procedure', procedure: 'BBL' } },
    ],
    ['DELETE', ROUTES.adminFormConfigDelete.path.replace(':config_id', b.configId)],
    ['PUT', ROUTES.adminFollowUpDone.path.replace(':follow_up_id', b.followUpId)],
    ['DELETE', ROUTES.adminSampleModelDelete.path.replace(':model_id', b.sampleModelId)],
    ['DELETE', ROUTES.adminLeadViewDelete.path.replace(':view_id', b.viewId)],
  ] as const;

describe.each(TEST_DIALECTS)('dashboard tenant isolation on $name', (dialect) => {
  let database: TestDb;
  let t: TestApp;
  let ownerA: SignedInStaff;
  let staffA: SignedInStaff;
  let clinicB: {
    id: string;
    leadUuid: string;
    deliveryId: string;
    staffId: string;
    configId: string;
    followUpId: string;
    sampleModelId: string;
    viewId: string;
  };
  const snapshotB = () =>
    Promise.all([
      t.app.db.selectFrom('leads').selectAll().where('clinic_id', '=', clinicB.id).execute(),
      t.app.db.selectFrom('lead_activity').selectAll().execute(),
      t.app.db.selectFrom('staff_users').selectAll().where('clinic_id', '=', clinicB.id).execute(),
      t.app.db.selectFrom('clinics').selectAll().where('id', '=', clinicB.id).execute(),
      t.app.db.selectFrom('form_configs').selectAll().where('clinic_id', '=', clinicB.id).execute(),
      t.app.db.selectFrom('follow_ups').selectAll().where('clinic_id', '=', clinicB.id).execute(),
      t.app.db.selectFrom('images').selectAll().where('clinic_id', '=', clinicB.id).execute(),
      t.app.db
        .selectFrom('saved_lead_views')
        .selectAll()
        .where('clinic_id', '=', clinicB.id)
        .execute(),
    ]);

  beforeAll(async () => {
    database = await dialect.open();
    t = await startTestApp({}, { db: database.db, media: { startQueue: false } });
    const a = await demoAdminKey(t);
    ownerA = await signedInStaff(t, a.clinicId, 'owner@a.example', 'owner');
    staffA = await signedInStaff(t, a.clinicId, 'staff@a.example', 'staff');
    const b = await otherClinic(t);
    await updateClinic(t.app.db, b.clinicId, { webhook_url: 'http://127.0.0.1:9/hook' });
    const lead = await submitLeadOver(t, b.session, leadBody({ form_user_id: 'clinic-b' }));
    const ownerB = await signedInStaff(t, b.clinicId, 'owner@b.example', 'owner');
    const deliveryId = await queueWebhook(t.app.ports, b.clinicId, 'webhook.test', null);
    const config = await staffCall(t, ownerB, 'POST', ROUTES.adminFormConfigCreate.path, {
      name: 'clinic-b landing',
      document: { type: 'single-procedure', procedure: 'BBL' },
    });
    const followUp = await createApiClient({
      baseUrl: t.baseUrl,
      getAccessToken: () => b.session,
    }).recordFollowUp({ kind: 'visualization_email', procedure: 'LIP_FILLER', name: 'clinic-b' });
    // One of B's own sample models, as addClinicSampleModel leaves it (the photo itself
    // is not needed: A must not reach the row).
    const sampleModelId = 'clinic-b-sample-model';
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('images')
      .values({
        id: sampleModelId,
        clinic_id: b.clinicId,
        session_id: null,
        batch_id: null,
        source: CLINIC_SAMPLE_MODEL_SOURCE,
        blob_key: `clinics/${b.clinicId}/sample-models/${sampleModelId}.png`,
        view_type: 'TORSO_FRONT',
        procedure_types: JSON.stringify(['BBL']),
        status: 'ready',
        width: 10,
        height: 10,
        analysis_key: null,
        verdict: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // One of B's owner's saved views of the leads list.
    const view = await staffCall(t, ownerB, 'POST', ROUTES.adminLeadViewCreate.path, {
      name: 'clinic-b view',
      filters: { status: 'new' },
    });
    clinicB = {
      viewId: (JSON.parse(view.text) as { id: string }).id,
      sampleModelId,
      id: b.clinicId,
      followUpId: followUp.id,
      leadUuid: lead.body.patient_uuid ?? '',
      deliveryId: deliveryId ?? '',
      staffId: ownerB.staffId,
      configId: (JSON.parse(config.text) as { id: string }).id,
    };
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
  });

  it("a user of clinic A gets 404 for every id of clinic B, and B's data is unchanged", async () => {
    const before = await snapshotB();
    for (const [method, path, body] of idPaths(clinicB)) {
      const answer = await staffCall(t, ownerA, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(await snapshotB()).toEqual(before);
  });

  it("clinic A's lists, CSV, analytics, settings, team, keys and deliveries hold nothing of B", async () => {
    const reads = Object.values(ROUTE_CATALOG)
      .map((entry) =>
        entry.request({ token: '', adminKey: '', leadUuid: '', batchId: '', sampleImageUrl: '' }),
      )
      .filter(
        (request) =>
          request.auth === 'admin' && request.method === 'GET' && !request.path.includes('/leads/'),
      );
    expect(reads.length).toBeGreaterThanOrEqual(8);
    for (const request of reads) {
      const answer = await staffCall(t, ownerA, 'GET', request.path);
      expect(answer.status, request.path).toBe(200);
      for (const secret of [
        clinicB.leadUuid,
        clinicB.id,
        clinicB.deliveryId,
        clinicB.configId,
        clinicB.followUpId,
        clinicB.sampleModelId,
        'owner@b.example',
        'clinic-b',
        'Other Clinic',
      ]) {
        expect(answer.text, `${request.path} shows ${secret}`).not.toContain(secret);
      }
    }
  });

  it('a staff member gets 403 for every owner call, and nothing changes', async () => {
    const settings = await staffCall(t, ownerA, 'GET', ROUTES.adminSettings.path);
    for (const name of OWNER_ONLY) {
      const request = ROUTE_CATALOG[name].request({
        token: '',
        adminKey: '',
        leadUuid: '',
        batchId: '',
        sampleImageUrl: '',
      });
      const answer = await staffCall(t, staffA, request.method, request.path, request.body);
      expect(answer.status, name).toBe(403);
      expect(answer.text).toContain('owner_only');
    }
    expect((await staffCall(t, ownerA, 'GET', ROUTES.adminSettings.path)).text).toBe(settings.text);
  });

  it('a staff member still works leads: changes a status, recorded under their email', async () => {
    const lead = await submitLeadOver(t, await t.demoSession(), leadBody({ form_user_id: 'a' }));
    const path = ROUTES.adminLeadStatus.path.replace(':patient_uuid', lead.body.patient_uuid ?? '');
    const changed = await staffCall(t, staffA, 'PUT', path, { status: 'contacted' });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.text)).toMatchObject({
      status: 'contacted',
      activity: [
        {
          kind: 'status',
          from_status: 'new',
          to_status: 'contacted',
          actor: { label: 'staff@a.example' },
        },
      ],
    });
  });
});
