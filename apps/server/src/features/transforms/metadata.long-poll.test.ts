import { MESSAGES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The queue stays stopped here; the test finishes the job in the database itself, as
// another process's runner would, so the wait's database fallback is what answers.
let t: TestApp;
let metadataUrl: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  const token = await t.demoSession();
  const ticket = (await postJson(`${t.baseUrl}/api/v1/patient-images?timestamp=1`, token)).body as {
    upload_url: string;
    download_url: string;
  };
  expect((await putImage(t.baseUrl, ticket.upload_url, await makePng(600, 800))).status).toBe(200);
  const transform = await postJson(`${t.baseUrl}/clinics/v1/forms/transforms?source=form`, token, {
    image_url: ticket.download_url,
    procedure_types: ['TUMMY_TUCK'],
    procedure_view: 'BODY_FRONT',
  });
  metadataUrl = (transform.body as { metadata_url: string }).metadata_url;
});
afterAll(async () => {
  await t.close();
});

const finishJob = (result: object | null, reason: string | null) =>
  t.app.db
    .updateTable('jobs')
    .set({
      status: reason ? 'failed' : 'done',
      result: result ? JSON.stringify(result) : null,
      reason,
      finished_at: new Date().toISOString(),
    })
    .execute();

describe('GET metadata_url?wait=ms', () => {
  it('answers 404 at once without wait, and after the wait when still running', async () => {
    const started = Date.now();
    expect((await fetch(`${t.baseUrl}${metadataUrl}`)).status).toBe(404);
    const held = await fetch(`${t.baseUrl}${metadataUrl}&wait=600`);
    expect(held.status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('refuses a wait above 10 s (400)', async () => {
    expect((await fetch(`${t.baseUrl}${metadataUrl}&wait=60000`)).status).toBe(400);
  });

  it('answers the moment the job ends while the request is held', async () => {
    const started = Date.now();
    const held = fetch(`${t.baseUrl}${metadataUrl}&wait=8000`);
    setTimeout(() => {
      void finishJob(null, 'landmarks_missing');
    }, 300);
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await answer.json()).toEqual({
      status: {
        success: false,
        reason: MESSAGES.en.simulationResult.landmarks_missing,
      },
      implant_size_in_cc: null,
      images: [],
    });
  });
});
