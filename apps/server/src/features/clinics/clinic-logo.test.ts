import { CSRF_HEADER, ROUTES } from '@afterlook/api';
import { CLINIC_LOGO_RULES } from '@afterlook/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import { type SignedInStaff, signedInStaff } from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The clinic's own logo: an owner uploads an image, we re-encode it (no metadata, at most
// 512 px), it becomes the logo the widget shows at a public content-addressed URL.
let t: TestApp;
let owner: SignedInStaff;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  const { clinicId } = await demoAdminKey(t);
  owner = await signedInStaff(t, clinicId, 'owner@demo.example', 'owner');
  staff = await signedInStaff(t, clinicId, 'desk@demo.example', 'staff');
});
afterAll(async () => {
  await t.close();
});

const upload = (who: SignedInStaff, body: Uint8Array | string, type: string) =>
  fetch(`${t.baseUrl}${ROUTES.adminSettingsLogo.path}`, {
    method: 'PUT',
    headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf, 'content-type': type },
    body,
  });

/** A 2000×1000 JPEG carrying EXIF (a camera maker and GPS-like comment). */
const cameraJpeg = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address' } })
    .toBuffer();

describe('clinic logo upload', () => {
  it('an owner’s upload becomes the widget’s logo: re-encoded WebP ≤ 512 px, no metadata, cached immutable', async () => {
    const answer = await upload(owner, await cameraJpeg(), 'image/jpeg');
    expect(answer.status).toBe(200);
    const settings = (await answer.json()) as { logo_url: string };
    expect(settings.logo_url).toMatch(/^\/api\/v1\/clinic-logos\/[^/]+\/[0-9a-f]{24}\.webp$/);

    const served = await fetch(`${t.baseUrl}${settings.logo_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('SecretCam')).toBe(false);

    const info = await fetch(`${t.baseUrl}${ROUTES.clinicInfo.path}`, {
      headers: { authorization: `session ${await t.demoSession()}` },
    });
    expect(((await info.json()) as { logo_url: string }).logo_url).toBe(settings.logo_url);
  });

  it('a new logo gets a new address and the old one ends', async () => {
    const first = (await (await upload(owner, await cameraJpeg(), 'image/jpeg')).json()) as {
      logo_url: string;
    };
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#0000ff80' },
    })
      .png()
      .toBuffer();
    const second = (await (await upload(owner, png, 'image/png')).json()) as { logo_url: string };
    expect(second.logo_url).not.toBe(first.logo_url);
    expect((await fetch(`${t.baseUrl}${first.logo_url}`)).status).toBe(404);
    const kept = await sharp(
      Buffer.from(await (await fetch(`${t.baseUrl}${second.logo_url}`)).arrayBuffer()),
    ).metadata();
    expect([kept.width, kept.hasAlpha]).toEqual([300, true]);
  });

  it('refuses what is not a logo with a clear 4xx, and the stored logo stays', async () => {
    const before = await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
      headers: { cookie: owner.cookie },
    }).then((r) => r.json() as Promise<{ logo_url: string }>);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload(owner, svg, 'image/svg+xml')).status).toBe(415);
    const broken = await upload(
      owner,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      'image/png',
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_image' });
    const huge = new Uint8Array(3 * 1024 * 1024);
    expect((await upload(owner, huge, 'image/png')).status).toBe(413);
    const after = await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
      headers: { cookie: owner.cookie },
    }).then((r) => r.json() as Promise<{ logo_url: string }>);
    expect(after.logo_url).toBe(before.logo_url);
    expect((await fetch(`${t.baseUrl}${after.logo_url}`)).status).toBe(200);
  });

  it('issue 31: a logo over the limit is refused with a precise 413 that names the limit, and the stored logo stays', async () => {
    const before = await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
      headers: { cookie: owner.cookie },
    }).then((r) => r.json() as Promise<{ logo_url: string }>);
    for (const size of [CLINIC_LOGO_RULES.maxBytes + 1, 3 * 1024 * 1024]) {
      const refused = await upload(owner, new Uint8Array(size), 'image/png');
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({
        error: 'logo_too_large',
        message: 'The logo is larger than 2 MB (2097152 bytes): choose a smaller image',
      });
    }
    const after = await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
      headers: { cookie: owner.cookie },
    }).then((r) => r.json() as Promise<{ logo_url: string }>);
    expect(after.logo_url).toBe(before.logo_url);
    // Other refusals of this route keep their own answers.
    expect((await upload(owner, '<svg/>', 'image/svg+xml')).status).toBe(415);
  });

  it('staff cannot change the logo (403); another clinic’s id never serves this clinic’s logo', async () => {
    const refused = await upload(staff, await cameraJpeg(), 'image/jpeg');
    expect(refused.status).toBe(403);
    const settings = await fetch(`${t.baseUrl}${ROUTES.adminSettings.path}`, {
      headers: { cookie: owner.cookie },
    }).then((r) => r.json() as Promise<{ logo_url: string }>);
    const other = await otherClinic(t);
    const digestFile = settings.logo_url.split('/').pop() ?? '';
    const elsewhere = ROUTES.clinicLogo.path
      .replace(':clinic_id', other.clinicId)
      .replace(':file_name', digestFile);
    expect((await fetch(`${t.baseUrl}${elsewhere}`)).status).toBe(404);
  });
});
