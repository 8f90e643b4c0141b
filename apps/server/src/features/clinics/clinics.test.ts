import { PROCEDURES, THEME_DEFAULTS } from '@afterlook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/secrets.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { NewClinic } from './clinic-fields.ts';
import { createClinic } from './create-clinic.ts';
import { findWidgetPagePolicy } from './find-widget-page-policy.ts';
import { getClinicInfo } from './get-clinic-info.ts';
import { listClinics } from './list-clinics.ts';
import { rotateSdkKey } from './rotate-sdk-key.ts';
import { seedDemoClinic } from './seed-demo-clinic.ts';
import { updateClinic } from './update-clinic.ts';

describe.each(TEST_DIALECTS)('clinic services on $name', (dialect) => {
  let t: TestDb;
  afterEach(async () => {
    await t.dispose();
  });

  it('creates a clinic offering every procedure by default, with a generated key', async () => {
    t = await dialect.open();
    const created = await createClinic(t.db, NewClinic.parse({ name: 'Glow Clinic' }));
    if (!created.ok) throw new Error(created.message);
    expect(created.value.sdk_key).toMatch(/^al_sdk_[A-Za-z0-9_-]{43}$/);
    const info = await getClinicInfo(t.db, created.value.id);
    expect(info).toEqual({
      ok: true,
      value: {
        clinic_name: 'Glow Clinic',
        logo_url: null,
        website_url: null,
        themeColor: THEME_DEFAULTS.themeColor,
        fontFamily: null,
        procedures: PROCEDURES.map((type) => ({ type })),
        allowed_origins: [],
        booking_url: null,
        mixpanel_token: null,
        chat_persona_name: null,
        // A clinic that has not chosen takes US numbers, as the lead form always did.
        phone_countries: { allowed: ['US'], default_country: 'US' },
      },
    });
  });

  it('refuses a custom key that is already in use', async () => {
    t = await dialect.open();
    await createClinic(t.db, { name: 'A' }, { sdkKey: 'shared-key-1' });
    const second = await createClinic(t.db, { name: 'B' }, { sdkKey: 'shared-key-1' });
    expect(second).toMatchObject({ ok: false, error: 'sdk_key_taken' });
    expect(await listClinics(t.db)).toHaveLength(1);
  });

  it('updates only the given fields and keeps the procedure catalog order', async () => {
    t = await dialect.open();
    const created = await createClinic(t.db, { name: 'A', website_url: 'https://a.example' });
    if (!created.ok) throw new Error(created.message);
    const patch = NewClinic.partial().parse({
      procedures: ['BBL', 'BREAST_LIFT'],
      theme_color: '#ff0066',
      booking_url: 'https://a.example/book',
      mixpanel_token: '0123456789abcdef0123456789ABCDEF',
    });
    const updated = await updateClinic(t.db, created.value.id, patch);
    expect(updated).toMatchObject({
      ok: true,
      value: {
        name: 'A',
        website_url: 'https://a.example',
        theme_color: '#FF0066',
        procedures: ['BREAST_LIFT', 'BBL'],
        booking_url: 'https://a.example/book',
        mixpanel_token: '0123456789abcdef0123456789ABCDEF',
      },
    });
    expect(await updateClinic(t.db, 'missing', patch)).toMatchObject({
      ok: false,
      error: 'clinic_not_found',
    });
  });

  it('lists clinics with key hints only, and rotation revokes the old key', async () => {
    t = await dialect.open();
    const created = await createClinic(t.db, { name: 'A' });
    if (!created.ok) throw new Error(created.message);
    const rotated = await rotateSdkKey(t.db, created.value.id);
    if (!rotated.ok) throw new Error(rotated.message);
    expect(rotated.value.revoked_keys).toBe(1);
    expect(rotated.value.sdk_key).not.toBe(created.value.sdk_key);

    const [listing] = await listClinics(t.db);
    expect(listing?.active_keys).toHaveLength(1);
    expect(listing?.active_keys[0]?.hint).toBe(rotated.value.sdk_key.slice(-4));
    const text = JSON.stringify(listing);
    expect(text).not.toContain(rotated.value.sdk_key);
    expect(text).not.toContain(hashSecret(rotated.value.sdk_key));
    expect(await rotateSdkKey(t.db, 'missing')).toMatchObject({
      ok: false,
      error: 'clinic_not_found',
    });
  });

  it("frames a key's page only for a framing page of its clinic; answers unknown keys alike", async () => {
    t = await dialect.open();
    const open = await createClinic(t.db, { name: 'Open' }, { sdkKey: 'open-clinic-key' });
    const site = await createClinic(
      t.db,
      { name: 'Site', website_url: 'https://www.site-clinic.example/about' },
      { sdkKey: 'site-clinic-key' },
    );
    const strict = await createClinic(
      t.db,
      NewClinic.parse({
        name: 'Strict',
        allowed_origins: ['https://Strict.example/'],
        mixpanel_token: '0123456789abcdef0123456789abcdef',
      }),
      { sdkKey: 'strict-clinic-key' },
    );
    expect(open.ok && strict.ok && site.ok).toBe(true);
    const policy = (key: string, origin: string | null) =>
      findWidgetPagePolicy(t.db, { sdkKey: key, framingOrigin: origin, configUrl: undefined });
    const none = { frameAncestors: [], connectOrigins: ['https://api-js.mixpanel.com'] };
    // No website, no origins: framable by no site (only our own pages).
    expect(await policy('open-clinic-key', 'https://open.example')).toEqual(none);
    // By default, the origin of the clinic's website.
    expect(await policy('site-clinic-key', 'https://www.site-clinic.example')).toEqual({
      ...none,
      frameAncestors: ['https://www.site-clinic.example'],
    });
    expect(await policy('strict-clinic-key', 'https://strict.example')).toEqual({
      ...none,
      frameAncestors: ['https://strict.example'],
    });
    // Finding 9: a page not on the list learns nothing of the key.
    for (const origin of ['https://attacker.example', null]) {
      expect(await policy('strict-clinic-key', origin)).toEqual(none);
      expect(await policy('unknown-key', origin)).toEqual(none);
    }
  });

  it('seeds the demo clinic only on an empty database', async () => {
    t = await dialect.open();
    const id = await seedDemoClinic(t.db, 'demo-clinic-key');
    expect(id).toEqual(expect.any(String));
    expect(await seedDemoClinic(t.db, 'demo-clinic-key')).toBeNull();
    const info = await getClinicInfo(t.db, id ?? '');
    expect(info).toMatchObject({
      ok: true,
      value: {
        clinic_name: 'Demo Aesthetic Clinic',
        logo_url: '/static/demo-clinic-logo.svg',
        themeColor: '#00B7F4',
        allowed_origins: ['http://localhost:*', 'http://127.0.0.1:*'],
      },
    });
    expect(info.ok && info.value.procedures).toHaveLength(PROCEDURES.length);
  });
});

describe('clinic fields', () => {
  it('reject values that are not URLs, origins, hex colours, procedures or font names', () => {
    const bad = NewClinic.safeParse({
      name: ' ',
      website_url: 'javascript:alert(1)',
      theme_color: 'blue',
      procedures: ['NOSE_JOB'],
      allowed_origins: ['https://a.example/path'],
      font_family: 'Urbanist; color: red',
      booking_url: 'ftp://a.example/book',
      mixpanel_token: 'not-a-token',
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'website_url',
        'theme_color',
        'procedures',
        'allowed_origins',
        'font_family',
        'booking_url',
        'mixpanel_token',
      ]),
    );
  });
});
