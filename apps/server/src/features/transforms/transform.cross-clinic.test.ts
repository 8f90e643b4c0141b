import { MESSAGES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobRows,
  listBlobFiles,
  makePng,
  postJson,
  putImage,
} from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';

// The queue stays stopped: these tests are about what a request is allowed to queue.
let t: TestApp;
let demo: string;
let other: string;
let uploaded: { upload_url: string; download_url: string };
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  demo = await t.demoSession();
  const created = await createClinic(t.app.db, NewClinic.parse({ name: 'Other Clinic' }), {
    sdkKey: 'other-clinic-key',
  });
  expect(created.ok).toBe(true);
  const session = await fetch(`${t.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: 'other-clinic-key', 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'es' }),
  });
  other = ((await session.json()) as { access_token: string }).access_token;
  uploaded = (await postJson(`${t.baseUrl}/api/v1/patient-images?timestamp=1`, demo))
    .body as typeof uploaded;
  expect((await putImage(t.baseUrl, uploaded.upload_url, await makePng(600, 800))).status).toBe(
    200,
  );
});
afterAll(async () => {
  await t.close();
});

const transform = (token: string, image_url: string, procedure = 'BBL') =>
  postJson(`${t.baseUrl}/clinics/v1/forms/transforms?source=form`, token, {
    image_url,
    procedure_types: [procedure],
    procedure_view: 'BODY_BACK',
  });

describe('POST /clinics/v1/forms/transforms refuses what it must not queue', () => {
  it("answers 404 for another clinic's image, exactly as for a missing one", async () => {
    const foreign = await transform(other, uploaded.download_url);
    const forged = await transform(
      other,
      uploaded.download_url.replace(/s=[^&]+/, `s=${'C'.repeat(43)}`),
    );
    const unknown = await transform(
      demo,
      '/blobs/v1/clinics/nope/images/nope/image.png?c=x&l=en&e=9999999999&s=AAAA',
    );
    for (const answer of [foreign, forged, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'image_not_found', message: 'No such image' });
    }
    expect(await jobRows(t.app.db)).toEqual([]);
  });

  it('never fetches an outside address (no SSRF): any other URL is not found', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'https://example.com/a.png',
      '/api/v1/clinic-info',
    ]) {
      expect((await transform(demo, url)).status).toBe(404);
    }
    expect(await jobRows(t.app.db)).toEqual([]);
  });

  it('answers 409 for an image that was never uploaded', async () => {
    const slot = (await postJson(`${t.baseUrl}/api/v1/patient-images?timestamp=2`, demo))
      .body as typeof uploaded;
    const answer = await transform(demo, slot.download_url);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'image_not_uploaded' });
    expect(await jobRows(t.app.db)).toEqual([]);
  });

  it("answers 422 '{procedure} is not supported by AI.' in the session's language", async () => {
    const en = await transform(demo, uploaded.download_url, 'RHINOPLASTY');
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      error: 'not_supported_by_ai',
      message: MESSAGES.en.errors.notSupportedByAi.replace('{procedure}', 'Rhinoplasty'),
    });
    const es = await transform(other, uploaded.download_url, 'RHINOPLASTY');
    expect(es.status).toBe(422);
    expect((es.body as { message: string }).message).toBe(
      MESSAGES.es.errors.notSupportedByAi.replace('{procedure}', 'Rinoplastia'),
    );
    expect(await jobRows(t.app.db)).toEqual([]);
  });

  it('queues one job for a repeated identical request, with the same metadata job', async () => {
    const first = await transform(demo, uploaded.download_url);
    const second = await transform(demo, uploaded.download_url);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const path = (answer: { body: unknown }) =>
      (answer.body as { metadata_url: string }).metadata_url.split('?')[0];
    expect(path(second)).toBe(path(first));
    expect(await jobRows(t.app.db)).toHaveLength(1);
    // Not run yet: the metadata answers 404 (the client's poll retries it).
    const meta = await fetch(
      `${t.baseUrl}${(first.body as { metadata_url: string }).metadata_url}`,
    );
    expect(meta.status).toBe(404);
    expect(await meta.json()).toMatchObject({ error: 'not_ready' });
    // Another clinic's session cannot read it with a URL signed for the demo clinic.
    const forged = (first.body as { metadata_url: string }).metadata_url.replace(
      /s=[^&]+/,
      `s=${'D'.repeat(43)}`,
    );
    expect((await fetch(`${t.baseUrl}${forged}`)).status).toBe(403);
    expect(listBlobFiles(t.config.dataDir).filter((f) => f.includes('transforms'))).toEqual([]);
  });
});
