import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ingestImage } from './image-tasks.ts';

// Issue 18: every phone photo carries a colour profile (Display P3 on most phones). The
// stored photo is what both sides of the result show, so it must hold the colours the
// phone meant, in sRGB, or the patient's skin changes colour between their photo and
// ours.

/** Display P3 to sRGB, both linear (D65): the standard matrix. */
const P3_TO_SRGB = [
  [1.2249401, -0.2249404, 0],
  [-0.0420569, 1.0420571, 0],
  [-0.0196376, -0.0786361, 1.0982735],
] as const;
const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toEncoded = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

/** The sRGB value of an 8-bit Display P3 colour (P3 shares sRGB's transfer curve). */
function p3ToSrgb(p3: readonly [number, number, number]): number[] {
  const linear = p3.map((v) => toLinear(v / 255));
  return P3_TO_SRGB.map((row) => {
    const value = row.reduce<number>((sum, k, i) => sum + k * (linear[i] ?? 0), 0);
    return Math.round(toEncoded(Math.min(1, Math.max(0, value))) * 255);
  });
}

describe('an uploaded photo with an embedded colour profile', () => {
  it('is stored in sRGB with the colours its Display P3 profile means', async () => {
    // A phone's photo: a skin tone written as Display P3 numbers, the profile embedded.
    const jpeg = await sharp({
      create: { width: 256, height: 256, channels: 3, background: { r: 180, g: 120, b: 90 } },
    })
      .withIccProfile('p3')
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).icc).toBeDefined();
    const numbers = await sharp(jpeg, { ignoreIcc: true }).raw().toBuffer();
    const p3 = [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0] as const;
    const expected = p3ToSrgb(p3);
    // The profile matters: read as if sRGB, red would be off by several levels.
    expect(Math.abs((expected[0] ?? 0) - p3[0])).toBeGreaterThan(5);

    const stored = await ingestImage(new Uint8Array(jpeg), null, () => {
      throw new Error('no analysis without a view');
    });
    if (!stored.ok) throw new Error(stored.message);
    expect((await sharp(stored.png).metadata()).icc).toBeUndefined();
    const { data, info } = await sharp(stored.png).raw().toBuffer({ resolveWithObject: true });
    const centre = ((info.height >> 1) * info.width + (info.width >> 1)) * info.channels;
    for (let c = 0; c < 3; c++) {
      expect(Math.abs((data[centre + c] ?? 0) - (expected[c] ?? 0))).toBeLessThanOrEqual(3);
    }
  });
});
