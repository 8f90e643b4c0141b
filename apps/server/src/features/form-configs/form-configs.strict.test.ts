import { FORM_CONFIG_BODY_MAX_BYTES, pathTo, ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Finding 19: a form config kept anything it was sent (200 KB of arbitrary keys) and served
// it to anyone at our address. Now a config holds the widget's fields and nothing else.
let t: TestApp;
let adminKey: string;
let clinicId: string;
const tried = { extraKeys: 0, extraKeysRefused: 0, oversized: 0, oversizedRefused: 0 };
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  ({ clinicId, adminKey } = await demoAdminKey(t));
});
afterAll(async () => {
  console.log(
    `| form configs tried with extra keys | ${tried.extraKeys} tried, ${tried.extraKeysRefused} refused (400) |\n` +
      `| form configs tried over ${FORM_CONFIG_BODY_MAX_BYTES / 1024} KB | ${tried.oversized} tried, ${tried.oversizedRefused} refused (413) |`,
  );
  await t.close();
});

/** A call as the clinic's owner (an admin key is one). */
async function ownerCall(method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, text: await response.text() };
}

const document = { type: 'single-procedure', procedure: 'BBL', landingTitle: 'See your BBL' };
const listed = async () =>
  JSON.parse((await ownerCall('GET', ROUTES.adminFormConfigs.path)).text) as {
    configs: { id: string; url: string }[];
  };

describe('finding 19: form configs are the widget’s fields only', { timeout: 60_000 }, () => {
  it('finding 19: form configs with a key the widget does not read are refused (400) naming the key, and nothing is stored', async () => {
    const before = (await listed()).configs.length;
    const bodies = [
      { name: 'Hosting', document: { ...document, payload: 'x'.repeat(1000) } },
      { name: 'Hosting', document: { ...document, copyOverrides: { banner: '<b>hi</b>' } } },
      { name: 'Hosting', document, extra: 'beside the document' },
    ];
    for (const body of bodies) {
      tried.extraKeys += 1;
      const refused = await ownerCall('POST', ROUTES.adminFormConfigCreate.path, body);
      expect(refused.status).toBe(400);
      if (refused.status === 400) tried.extraKeysRefused += 1;
      expect(refused.text).toMatch(/payload|banner|extra/);
    }
    expect((await listed()).configs).toHaveLength(before);

    // An edit may not add one either: the served config stays as it was.
    const created = await ownerCall('POST', ROUTES.adminFormConfigCreate.path, {
      name: 'Landing',
      document,
    });
    expect(created.status).toBe(201);
    const config = JSON.parse(created.text) as { id: string; url: string };
    tried.extraKeys += 1;
    const edited = await ownerCall(
      'PUT',
      pathTo(ROUTES.adminFormConfigUpdate, { config_id: config.id }),
      { name: 'Landing', document: { ...document, tracking: { pixel: 'https://x.example' } } },
    );
    expect(edited.status).toBe(400);
    if (edited.status === 400) tried.extraKeysRefused += 1;
    expect(JSON.parse(edited.text)).toMatchObject({ error: 'invalid_form_config' });
    expect(edited.text).toContain('tracking');
    expect(await (await fetch(config.url)).json()).toEqual(document);
  });

  it('finding 19: form configs over 16 KB are refused (413) before they are read, and nothing is stored', async () => {
    const before = (await listed()).configs.length;
    tried.oversized += 1;
    const refused = await ownerCall('POST', ROUTES.adminFormConfigCreate.path, {
      name: 'Huge',
      document: { ...document, hosted: 'y'.repeat(200 * 1024) },
    });
    expect(refused.status).toBe(413);
    if (refused.status === 413) tried.oversizedRefused += 1;
    expect(JSON.parse(refused.text)).toMatchObject({ message: 'The request body is too large' });
    expect((await listed()).configs).toHaveLength(before);
  });

  it('finding 19: form configs stored before the check are served with their config fields only', async () => {
    const id = 'legacy-config-with-extras';
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('form_configs')
      .values({
        id,
        clinic_id: clinicId,
        name: 'Old',
        document: JSON.stringify({
          ...document,
          copyOverrides: { uploadLabel: 'Upload', hidden: 'z' },
          hosted: 'x'.repeat(200 * 1024),
        }),
        created_at: at,
        updated_at: at,
      })
      .execute();
    const served = await fetch(`${t.baseUrl}${pathTo(ROUTES.formConfig, { config_id: id })}`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ ...document, copyOverrides: { uploadLabel: 'Upload' } });
  });
});
