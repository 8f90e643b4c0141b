import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Form configs kept with us: an owner saves one (checked as the widget reads it), the
// widget reads it at a stable public address, an edit keeps the address, a delete ends it.
let t: TestApp;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  owner = await signedInStaff(t, (await demoAdminKey(t)).clinicId, 'owner@demo.example', 'owner');
});
afterAll(async () => {
  await t.close();
});

const document = {
  type: 'single-procedure',
  procedure: 'BREAST_AUGMENTATION',
  landingTitle: 'Your new look, before you decide',
  showScan: false,
};

describe('form configs', () => {
  it('a saved config is served at its address, an edit keeps it, a delete ends it', async () => {
    const created = await staffCall(t, owner, 'POST', ROUTES.adminFormConfigCreate.path, {
      name: 'Summer landing',
      document,
    });
    expect(created.status).toBe(201);
    const config = JSON.parse(created.text) as { id: string; url: string };
    expect(config.url).toBe(`${t.baseUrl}/clinics/v1/forms/configs/${config.id}`);

    const served = await fetch(config.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await served.json()).toEqual(document);

    const path = ROUTES.adminFormConfigUpdate.path.replace(':config_id', config.id);
    const edited = await staffCall(t, owner, 'PUT', path, {
      name: 'Summer landing',
      document: { ...document, showScan: true },
    });
    expect(edited.status).toBe(200);
    expect(await (await fetch(config.url)).json()).toMatchObject({ showScan: true });

    const listed = await staffCall(t, owner, 'GET', ROUTES.adminFormConfigs.path);
    expect(JSON.parse(listed.text)).toMatchObject({
      configs: [{ id: config.id, name: 'Summer landing' }],
    });

    const deleted = await staffCall(t, owner, 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect((await fetch(config.url)).status).toBe(404);
  });

  it('a document the widget would drop is refused with the reason, and nothing is stored', async () => {
    const refused = await staffCall(t, owner, 'POST', ROUTES.adminFormConfigCreate.path, {
      name: 'Broken',
      document: { type: 'single-procedure', procedure: 'NOT_A_PROCEDURE' },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Not a procedure the AI simulates: NOT_A_PROCEDURE');
    const listed = JSON.parse(
      (await staffCall(t, owner, 'GET', ROUTES.adminFormConfigs.path)).text,
    );
    expect(listed).toEqual({ configs: [] });
  });
});
