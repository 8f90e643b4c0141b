/**
 * Landmark detection time per 1024×1024 photo on this machine: body landmarks +
 * body mask (body views) and face mesh + selfie mask (head views). Run with
 * `npm run bench -w @afterlook/vision`; prints one JSON line per view family.
 */
import type { RgbaImage, ViewType } from '@afterlook/domain';
import { createVision } from '../src/index.ts';
import { samplePhoto } from '../src/test-support/sample-photo.ts';

const RUNS = 10;
const SIZE = 1024;

/** A real photo of one standing woman, letterboxed to 1024×1024 by the codec. */
async function photo1024(): Promise<RgbaImage> {
  const cut = await samplePhoto('sample6.jpg', { left: 600, top: 150, width: 500, height: 1387 });
  const sharp = (await import('sharp')).default;
  const { data } = await sharp(Buffer.from(cut.data.buffer), {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .resize(SIZE, SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 1 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: SIZE,
    height: SIZE,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

const started = performance.now();
const vision = await createVision();
const loadMs = performance.now() - started;
const image = await photo1024();

for (const view of ['BODY_FRONT', 'HEAD_FRONT'] satisfies ViewType[]) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const result = await vision.analyze(image, view);
    times.push(performance.now() - t0);
    if (result.mask === null) throw new Error(`no subject found for ${view}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  console.log(
    JSON.stringify({
      bench: 'vision.analyze',
      view,
      size: `${SIZE}x${SIZE}`,
      runs: RUNS,
      medianMs: Math.round(median),
      minMs: Math.round(times[0] ?? 0),
      maxMs: Math.round(times.at(-1) ?? 0),
      loadMs: Math.round(loadMs),
    }),
  );
}
vision.dispose();
