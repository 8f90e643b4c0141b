import type { RgbaImage } from '@afterlook/domain';

/** `a` mixed towards `b` by `mix` (0 = a, 1 = b), pixel by pixel; same sizes only. */
export function blendFrames(a: RgbaImage, b: RgbaImage, mix: number): Uint8Array {
  if (a.width !== b.width || a.height !== b.height) {
    throw new RangeError(`blend of ${a.width}×${a.height} and ${b.width}×${b.height}`);
  }
  const out = new Uint8Array(a.data.length);
  const keep = 1 - mix;
  for (let i = 0; i < out.length; i += 1) {
    out[i] = Math.round((a.data[i] ?? 0) * keep + (b.data[i] ?? 0) * mix);
  }
  return out;
}
