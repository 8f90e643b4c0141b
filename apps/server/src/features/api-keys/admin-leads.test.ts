import { type ApiClient, createApiClient } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPng } from '../../testing/support/fetch-png.ts';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The clinic reads its leads with an admin key: details, messages and signed addresses
// of the before and after pictures (an uploaded batch, or a sample model's result).
let t: TestApp;
let token: string;
let api: ApiClient;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.demoSession();
  api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
}, 60_000);
afterAll(async () => {
  await t.close();
}, 30_000);

interface Lead {
  patient_uuid: string;
  patient_record: { first_name: string; phone: string };
  images: {
    source: string | null;
    before_url: string | null;
    after_urls: string[];
    expires_at: string;
  };
  messages: { message: string; sender_type: string }[];
}

describe('GET /api/v1/admin/leads', { timeout: 90_000 }, () => {
  it('answers a batch lead with its uploaded before photo signed for 1 hour, and its messages', async () => {
    const slots = await postJson(
      `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
      token,
      { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
    );
    const { batch_id, presigned_urls } = slots.body as {
      batch_id: string;
      presigned_urls: { put_url: string }[];
    };
    await putImage(t.baseUrl, presigned_urls[0]?.put_url ?? '', await makePng(600, 800));
    const submitted = await submitLeadOver(t, token, leadBody({ batch_id }));
    const uuid = submitted.body.patient_uuid ?? '';
    await api.sendLeadMessage(uuid, { message: 'Call after 5pm', sender_type: 'patient' });

    const answer = await adminGet(t, `/api/v1/admin/leads/${uuid}`, admin);
    expect(answer.status).toBe(200);
    const lead = answer.body as Lead;
    expect(lead).toMatchObject({
      patient_uuid: uuid,
      patient_record: { first_name: 'Ana', phone: '+14155550132' },
      messages: [{ message: 'Call after 5pm', sender_type: 'patient' }],
      images: { source: 'upload', after_urls: [] },
    });
    const expiresIn = Date.parse(lead.images.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
    await fetchPng(t.baseUrl, lead.images.before_url ?? '');

    const list = await adminGet(t, '/api/v1/admin/leads', admin);
    expect((list.body as { leads: Lead[] }).leads.map((l) => l.patient_uuid)).toContain(uuid);
  });

  it("answers a sample-model lead with the model's picture and the transform's after images", {
    timeout: 90_000,
  }, async () => {
    const { models } = await api.getSampleModels('BBL');
    const model = models[0];
    if (!model) throw new Error('no sample model');
    const transform = await api.createTransform({
      image_url: model.image_url,
      procedure_types: ['BBL'],
      procedure_view: model.view_type,
    });
    const metadata = await api.pollTransformMetadata(transform.metadata_url, { waitMs: 10_000 });
    expect(metadata.success).toBe(true);
    const submitted = await submitLeadOver(
      t,
      token,
      leadBody({
        image_url: model.image_url,
        patient_record: { ...leadBody().patient_record, upload_type: 'model', phone: '5125550111' },
      }),
    );
    expect(submitted.status).toBe(201);
    const lead = (await adminGet(t, `/api/v1/admin/leads/${submitted.body.patient_uuid}`, admin))
      .body as Lead;
    expect(lead.images.source).toBe('sample');
    expect(lead.images.before_url).toBe(model.image_url);
    expect(lead.images.after_urls).toHaveLength(metadata.images.length);
    for (const url of lead.images.after_urls) await fetchPng(t.baseUrl, url);
  });

  it('pages with ?limit and next_cursor, newest first; a forged cursor is 400', async () => {
    for (const phone of ['5125550101', '5125550102', '5125550103']) {
      await submitLeadOver(
        t,
        token,
        leadBody({ patient_record: { ...leadBody().patient_record, phone } }),
      );
    }
    const all = (await adminGet(t, '/api/v1/admin/leads', admin)).body as { leads: Lead[] };
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = (await adminGet(t, `/api/v1/admin/leads${query}`, admin)).body as {
        leads: Lead[];
        next_cursor: string | null;
      };
      seen.push(...page.leads.map((l) => l.patient_uuid));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.leads.map((l) => l.patient_uuid));
    expect((await adminGet(t, '/api/v1/admin/leads?cursor=nope', admin)).status).toBe(400);
    expect((await adminGet(t, '/api/v1/admin/leads?limit=500', admin)).status).toBe(400);
  });
});
