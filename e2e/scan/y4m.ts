import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * A YUV4MPEG2 (y4m) clip for Chromium's fake camera (--use-file-for-fake-video-capture):
 * the header, then per frame "FRAME\n" and the I420 planes (Y full size, U and V at half
 * size), BT.601 studio range. Chromium loops the clip.
 */
export interface Y4mClip {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  /** RGBA frames, width × height × 4 bytes each. */
  readonly frames: readonly Uint8Array[];
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** One RGBA frame as I420 (4:2:0; chroma averaged over each 2×2 block). */
export function rgbaToI420(rgba: Uint8Array, width: number, height: number): Uint8Array {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('y4m 4:2:0 needs even sizes');
  const ySize = width * height;
  const cSize = ySize / 4;
  const out = new Uint8Array(ySize + 2 * cSize);
  for (let i = 0; i < ySize; i += 1) {
    const r = rgba[i * 4] ?? 0;
    const g = rgba[i * 4 + 1] ?? 0;
    const b = rgba[i * 4 + 2] ?? 0;
    out[i] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
  }
  for (let y = 0; y < height / 2; y += 1) {
    for (let x = 0; x < width / 2; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const at = ((2 * y + dy) * width + 2 * x + dx) * 4;
        r += rgba[at] ?? 0;
        g += rgba[at + 1] ?? 0;
        b += rgba[at + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = y * (width / 2) + x;
      out[ySize + c] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[ySize + cSize + c] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return out;
}

export function encodeY4m(clip: Y4mClip): Buffer {
  const header = Buffer.from(
    `YUV4MPEG2 W${clip.width} H${clip.height} F${clip.fps}:1 Ip A1:1 C420jpeg\n`,
  );
  const frameTag = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  for (const frame of clip.frames) {
    parts.push(frameTag, Buffer.from(rgbaToI420(frame, clip.width, clip.height)));
  }
  return Buffer.concat(parts);
}

/**
 * An image file (the mannequin's renders) as one RGBA frame of the given square size,
 * the figure shrunk to `scale` of it with the backdrop's edges carried outwards — the
 * patient a step farther from the camera than the render's tight framing — and moved
 * `offsetX` pixels to the right (at most the margin the shrinking leaves).
 */
export async function imageFrame(
  path: string,
  size: number,
  scale = 1,
  offsetX = 0,
): Promise<Uint8Array> {
  const inner = Math.round((size * scale) / 2) * 2;
  const margin = (size - inner) / 2;
  const shift = Math.max(-margin, Math.min(margin, Math.round(offsetX)));
  const { data } = await sharp(path)
    .flatten({ background: '#ffffff' })
    .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
    .extend({
      top: margin,
      bottom: margin,
      left: margin + shift,
      right: margin - shift,
      extendWith: 'copy',
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/**
 * Writes a clip of one picture swaying side to side (one sine period per loop, by
 * `amplitude` of the frame width), as a patient never stands quite still: every frame
 * differs, so a detector that tracks the person has to follow.
 */
export async function writeSwayClip(
  path: string,
  picture: string,
  { size = 720, fps = 15, seconds = 2, scale = 0.8, amplitude = 0.03 } = {},
): Promise<void> {
  const count = Math.round(fps * seconds);
  const frames = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      imageFrame(picture, size, scale, amplitude * size * Math.sin((2 * Math.PI * i) / count)),
    ),
  );
  await writeFile(path, encodeY4m({ width: size, height: size, fps, frames }));
}

/** Writes a clip that shows each picture for `secondsEach` seconds, in order (then loops). */
export async function writeStillsClip(
  path: string,
  pictures: readonly string[],
  { size = 480, fps = 5, secondsEach = 1, scale = 0.8 } = {},
): Promise<void> {
  const frames: Uint8Array[] = [];
  for (const picture of pictures) {
    const frame = await imageFrame(picture, size, scale);
    for (let i = 0; i < fps * secondsEach; i += 1) frames.push(frame);
  }
  await writeFile(path, encodeY4m({ width: size, height: size, fps, frames }));
}
