// A '__proto__' body was answered "Body is not valid JSON" and 422 bodies carried libvips' error text: this proves error bodies say what is wrong, in our own words.
import { MESSAGES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, postJson, putImage } from '../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/support/start-test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  token = await t.demoSession();
});
afterAll(async () => {
  await t.close();
});

const postRaw = async (path: string, body: string) => {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('finding 10: error bodies', { timeout: 60_000 }, () => {
  it('name a __proto__ or constructor.prototype key for what it is', async () => {
    for (const body of [
      '{"__proto__":{"isAdmin":true},"form_name":"ONBOARDING_TIER1"}',
      '{"form_name":"ONBOARDING_TIER1","x":{"constructor":{"prototype":{"p":1}}}}',
    ]) {
      expect(await postRaw('/api/v1/daily-analytics', body)).toEqual({
        status: 400,
        body: { error: 'forbidden_json_key', message: MESSAGES.en.limits.forbiddenJsonKey },
      });
    }
    expect(await postRaw('/api/v1/daily-analytics', '{"form_name": ')).toEqual({
      status: 400,
      body: { error: 'invalid_json', message: 'The body is not valid JSON' },
    });
  });

  it("answer an unreadable image with our own text, not the decoder's", async () => {
    const slots = await postJson(
      `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
      token,
      { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
    );
    const slot = (slots.body as { presigned_urls: { put_url: string }[] }).presigned_urls[0];
    const png = await makePng(400, 300);
    const put = await putImage(t.baseUrl, slot?.put_url ?? '', png.subarray(0, png.length / 2));
    expect(put.status).toBe(422);
    expect(put.body).toEqual({
      error: 'unreadable_image',
      message: MESSAGES.en.validation.uploadFailed,
    });
  });
});
