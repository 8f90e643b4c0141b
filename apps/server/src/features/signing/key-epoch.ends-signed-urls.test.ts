import { createApiClient } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGet, demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { makePng, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { listAdminKeys } from '../api-keys/list-admin-keys.ts';
import { revokeAdminKey } from '../api-keys/revoke-admin-key.ts';
import { rotateSdkKey } from '../clinics/rotate-sdk-key.ts';

// Finding 5: rotating the SDK key left already-signed photo URLs working for up to an
// hour, and admin keys could not be revoked. URLs now carry the clinic's key epoch.
let t: TestApp;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  t = await startTestApp();
  photo = await makePng(600, 800);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const statusOf = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  await response.arrayBuffer();
  return response.status;
};

/** A patient's uploaded photo (its read URL) and an unused upload ticket. */
async function patientUrls(token: string) {
  const api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
  const uploaded = await api.createPatientImageTicket();
  await api.uploadImage(uploaded.upload_url, photo);
  const unused = await api.createPatientImageTicket();
  return { api, readUrl: uploaded.download_url, unusedPutUrl: unused.upload_url };
}

describe('finding 5: revoking an admin key', () => {
  it('refuses the key at once and ends every URL signed for the clinic before; new ones work', async () => {
    const { clinicId, adminKey } = await demoAdminKey(t);
    const token = await t.demoSession();
    const before = await patientUrls(token);
    expect(await statusOf(before.readUrl)).toBe(200);
    expect((await adminGet(t, '/api/v1/admin/leads', `Bearer ${adminKey}`)).status).toBe(200);

    const keys = await listAdminKeys(t.app.db, clinicId);
    if (!keys.ok) throw new Error(keys.message);
    const listed = keys.value.find((key) => adminKey.endsWith(key.key_hint));
    expect(listed).toMatchObject({ revoked_at: null });
    expect(JSON.stringify(keys.value)).not.toContain(adminKey);
    const revoked = await revokeAdminKey(t.app.db, listed?.id ?? '');
    expect(revoked.ok).toBe(true);
    expect(await revokeAdminKey(t.app.db, listed?.id ?? '')).toMatchObject({
      error: 'already_revoked',
    });

    expect((await adminGet(t, '/api/v1/admin/leads', `Bearer ${adminKey}`)).status).toBe(401);
    const oldRead = await fetch(`${t.baseUrl}${before.readUrl}`);
    expect(oldRead.status).toBe(403);
    expect(await oldRead.json()).toMatchObject({ error: 'expired_signature' });
    expect((await putImage(t.baseUrl, before.unusedPutUrl, photo)).status).toBe(403);
    const relisted = await listAdminKeys(t.app.db, clinicId);
    expect(relisted.ok && relisted.value.find((key) => key.id === listed?.id)?.revoked_at).toBe(
      revoked.ok ? revoked.value.revoked_at : 'revoked',
    );

    // The patient's session is still good and gets URLs of the new epoch.
    const after = await patientUrls(token);
    expect(await statusOf(after.readUrl)).toBe(200);
  });
});

describe('finding 5: rotating the SDK key', () => {
  it('ends the sessions and every URL signed before, at once', async () => {
    const token = await t.demoSession();
    const before = await patientUrls(token);
    const transform = await before.api.createTransform({
      image_url: before.readUrl,
      procedure_types: ['BBL'],
      procedure_view: 'BODY_BACK',
    });
    expect(await statusOf(transform.metadata_url)).not.toBe(403);
    const clinic = await t.app.db
      .selectFrom('sdk_keys')
      .select('clinic_id')
      .executeTakeFirstOrThrow();
    expect((await rotateSdkKey(t.app.db, clinic.clinic_id)).ok).toBe(true);

    expect(await statusOf(before.readUrl)).toBe(403);
    expect(await statusOf(transform.metadata_url)).toBe(403);
    for (const url of transform.download_urls) expect(await statusOf(url)).toBe(403);
    expect((await putImage(t.baseUrl, before.unusedPutUrl, photo)).status).toBe(403);
  });
});
