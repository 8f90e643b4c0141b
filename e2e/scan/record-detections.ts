/**
 * Records what the real detector reports on the mannequin renders, as fixtures for the
 * pose rules' unit tests (packages/pose/src/fixtures/recorded-detections.json):
 *
 *   node e2e/scan/record-detections.ts
 *
 * The widget's detector (full model, VIDEO mode with tracking, e2e/scan/pose-page.ts) in
 * headless Debian Chromium sees each render as the scan e2e test's fake camera shows it
 * (480×480, the figure at 0.8 of the frame): every front and back sample model held
 * still, then a patient turning round — front frames, then back frames, and back again —
 * recorded frame by frame, so the fixtures show what tracking carries across the turn.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { BodyLandmarks } from '@afterlook/domain';
import sharp from 'sharp';
import { openPoseHarness } from './pose-harness.ts';
import { imageFrame } from './y4m.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const samples = join(repoRoot, 'assets/sample-models');
const output = join(repoRoot, 'packages/pose/src/fixtures/recorded-detections.json');
const SIZE = 480;
const SCALE = 0.8;
/** Detections per still before the one recorded: tracking has settled by then. */
const SETTLE = 3;

const STILLS = [
  'BODY_FRONT/body-keisha',
  'BODY_FRONT/body-mei',
  'BODY_FRONT/body-nora',
  'BODY_BACK/back-carmen',
  'BODY_BACK/back-ingrid',
  'BODY_BACK/back-zoe',
] as const;
/** A turn round and back: each picture held for a few frames, every frame recorded. */
const TURN = [
  ['BODY_FRONT/body-mei', 3],
  ['BODY_BACK/back-carmen', 3],
  ['BODY_FRONT/body-mei', 3],
] as const;

const pngOf = async (picture: string) => {
  const rgba = await imageFrame(join(samples, `${picture}.png`), SIZE, SCALE);
  return sharp(rgba, { raw: { width: SIZE, height: SIZE, channels: 4 } })
    .png()
    .toBuffer();
};
const fileOf = (picture: string) => `${picture.replace('/', '--')}.png`;
const files: Record<string, Buffer> = {};
for (const picture of STILLS) files[fileOf(picture)] = await pngOf(picture);
const urlOf = (picture: string) => `/pose-harness/files/${fileOf(picture)}`;

/** One landmark as [x, y, z, visibility], pixels to 0.1 px, visibility to 0.001. */
const compact = (landmarks: BodyLandmarks) =>
  landmarks.map(({ x, y, z = 0, visibility }) => [
    Math.round(x * 10) / 10,
    Math.round(y * 10) / 10,
    Math.round(z * 10) / 10,
    Math.round(visibility * 1000) / 1000,
  ]);

const harness = await openPoseHarness({ files });
const detections: Record<string, ReturnType<typeof compact>> = {};
try {
  const loaded = await harness.call('load');
  if (!loaded.ok) throw new Error(`pose detector did not load: ${loaded.error}`);
  for (const picture of STILLS) {
    await harness.call('showPicture', urlOf(picture));
    const runs = await harness.call('detect', SETTLE + 1);
    detections[picture] = compact(runs.at(-1)?.landmarks ?? []);
  }
  let step = 0;
  for (const [picture, frames] of TURN) {
    for (let frame = 0; frame < frames; frame += 1) {
      await harness.call('showPicture', urlOf(picture));
      const [run] = await harness.call('detect', 1);
      step += 1;
      detections[`turn/${String(step).padStart(2, '0')} ${picture}`] = compact(
        run?.landmarks ?? [],
      );
    }
  }
  const wasm = harness.fetched.find((path) => path.endsWith('.wasm'));
  const model = harness.fetched.find((path) => path.endsWith('.task'));
  const lines = Object.entries(detections).map(
    ([name, points]) =>
      `    ${JSON.stringify(name)}: [\n${points.map((point) => `      [${point.join(', ')}]`).join(',\n')}\n    ]`,
  );
  const recorded = `{
  "source": ${JSON.stringify(`e2e/scan/record-detections.ts: the widget's detector (${loaded.delegate}, ${model}, ${wasm}, VIDEO mode) in headless Chromium on assets/sample-models renders shown as ${SIZE}x${SIZE} camera frames, the figure at ${SCALE} of the frame`)},
  "frame": { "width": ${SIZE}, "height": ${SIZE} },
  "detections": {
${lines.join(',\n')}
  }
}
`;
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, recorded);
  console.log(`› ${Object.keys(detections).length} detections written to ${output}`);
} finally {
  await harness.close();
}
