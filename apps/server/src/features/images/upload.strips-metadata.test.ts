import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.demoSession();
});
afterAll(async () => {
  await t.close();
});

describe('an uploaded JPEG with EXIF orientation and GPS', () => {
  it('is stored upright, long side 1024, as a PNG without any metadata', async () => {
    // A landscape 1600×1200 JPEG whose EXIF says "rotate 90°": upright it is portrait.
    const jpeg = await sharp(await makePng(1600, 1200))
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitude: '40/1 26/1 46/1', GPSLatitudeRef: 'N' },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);

    const ticket = (await postJson(`${t.baseUrl}/api/v1/patient-images?timestamp=1`, token))
      .body as { upload_url: string; download_url: string };
    const put = await putImage(t.baseUrl, ticket.upload_url, new Uint8Array(jpeg));
    expect(put.status).toBe(200);

    const stored = Buffer.from(
      await (await fetch(`${t.baseUrl}${ticket.download_url}`)).arrayBuffer(),
    );
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('png');
    expect([after.width, after.height]).toEqual([768, 1024]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });
});
