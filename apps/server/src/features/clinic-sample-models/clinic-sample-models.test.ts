import { type ApiClient, CSRF_HEADER, createApiClient, ROUTES } from '@afterlook/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { personPhotoPng } from '../../testing/support/person-photo.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { deleteLead } from '../retention/delete-lead.ts';
import { sweepRetention } from '../retention/sweep-retention.ts';

// A clinic's own sample models: an owner adds a real photo for a procedure (checked like
// a patient's upload, kept only when vision finds the person), the widget's picker offers
// it first, a patient's transform of it works, and only the clinic's owners remove it:
// never a lead's deletion, never retention.
const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2026-06-01T10:00:00.000Z');
let t: TestApp;
let owner: SignedInStaff;
let staff: SignedInStaff;
let clinicId: string;
let photo: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  t = await startTestApp({ workerThreads: 2 }, { clock: () => now });
  clinicId = (await demoAdminKey(t)).clinicId;
  owner = await signedInStaff(t, clinicId, 'owner@demo.example', 'owner');
  staff = await signedInStaff(t, clinicId, 'desk@demo.example', 'staff');
  photo = await personPhotoPng();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const upload = (who: SignedInStaff, procedure: string, body: Uint8Array, type = 'image/png') =>
  fetch(`${t.baseUrl}${ROUTES.adminSampleModelUpload.path}?procedure=${procedure}`, {
    method: 'POST',
    headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf, 'content-type': type },
    body,
  });
const patient = async (): Promise<{ api: ApiClient; token: string }> => {
  const token = await t.demoSession();
  return { api: createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token }), token };
};

describe("a clinic's own sample models", () => {
  let modelId: string;
  let imageUrl: string;

  it('an owner adds a photo: the picker offers it first, and a patient’s transform of it gives after images', {
    timeout: 120_000,
  }, async () => {
    const added = await upload(owner, 'BREAST_AUGMENTATION', photo);
    expect(added.status).toBe(201);
    const model = (await added.json()) as { id: string; view_type: string; image_url: string };
    expect(model.view_type).toBe('TORSO_FRONT');
    modelId = model.id;

    const { api } = await patient();
    const picker = await api.getSampleModels('BREAST_AUGMENTATION');
    expect(picker.models).toHaveLength(3);
    expect(picker.models[0]?.id).toBe(modelId);
    imageUrl = picker.models[0]?.image_url ?? '';
    const shown = await fetch(`${t.baseUrl}${imageUrl}`);
    expect(shown.headers.get('content-type')).toBe('image/png');

    const transform = await api.createTransform({
      image_url: imageUrl,
      procedure_types: ['BREAST_AUGMENTATION'],
      procedure_view: 'TORSO_FRONT',
    });
    const metadata = await api.pollTransformMetadata(transform.metadata_url);
    expect(metadata.success).toBe(true);
    expect(metadata.images.length).toBeGreaterThan(1);
    // Another procedure's picker is untouched.
    expect((await api.getSampleModels('BBL')).models.map((m) => m.id)).not.toContain(modelId);
  });

  it('a lead made on it, deleted, and a year of retention leave the model in place', {
    timeout: 60_000,
  }, async () => {
    const { token } = await patient();
    const lead = await submitLeadOver(t, token, leadBody({ image_url: imageUrl }));
    expect(lead.status).toBe(201);
    expect((await deleteLead(t.app.ports, lead.body.patient_uuid ?? '', clinicId)).ok).toBe(true);
    now = new Date(now.getTime() + 400 * DAY_MS);
    await sweepRetention(t.app.ports);
    now = new Date(now.getTime() - 400 * DAY_MS);
    const listed = JSON.parse(
      (await staffCall(t, owner, 'GET', ROUTES.adminSampleModels.path)).text,
    );
    expect(listed.models.map((m: { id: string }) => m.id)).toEqual([modelId]);
    expect((await fetch(`${t.baseUrl}${imageUrl}`)).status).toBe(200);
  });

  it('refuses a photo without the person the procedure needs (422), another format (415), a fourth model (409)', {
    timeout: 120_000,
  }, async () => {
    const wall = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#d9d4cc' },
    })
      .png()
      .toBuffer();
    const empty = await upload(owner, 'BREAST_AUGMENTATION', wall);
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ error: 'unusable_photo' });
    expect(
      (await upload(owner, 'BREAST_AUGMENTATION', new Uint8Array([1, 2, 3]), 'image/gif')).status,
    ).toBe(415);

    for (let i = 0; i < 2; i += 1) {
      expect((await upload(owner, 'BREAST_AUGMENTATION', photo)).status).toBe(201);
    }
    const fourth = await upload(owner, 'BREAST_AUGMENTATION', photo);
    expect(fourth.status).toBe(409);
    const listed = JSON.parse(
      (await staffCall(t, owner, 'GET', ROUTES.adminSampleModels.path)).text,
    );
    expect(listed.models).toHaveLength(3);
    // Nothing of the refused uploads is left behind.
    const rows = await t.app.db
      .selectFrom('images')
      .select('id')
      .where('source', '=', 'sample_model')
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('staff cannot add or delete (403); another clinic’s id is a 404; the owner’s delete ends its picture', {
    timeout: 60_000,
  }, async () => {
    expect((await upload(staff, 'BREAST_AUGMENTATION', photo)).status).toBe(403);
    const path = ROUTES.adminSampleModelDelete.path.replace(':model_id', modelId);
    expect((await staffCall(t, staff, 'DELETE', path)).status).toBe(403);
    const other = await otherClinic(t);
    const foreign = await fetch(`${t.baseUrl}${path}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${other.adminKey}` },
    });
    expect(foreign.status).toBe(404);

    expect((await staffCall(t, owner, 'DELETE', path)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}${imageUrl}`)).status).toBe(404);
    const { api } = await patient();
    expect(
      (await api.getSampleModels('BREAST_AUGMENTATION')).models.map((m) => m.id),
    ).not.toContain(modelId);
  });
});
