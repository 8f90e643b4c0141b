/**
 * Renders the /onboarding-scan preview clips (docs/product/scan-flow.md: "a procedure preview
 * video"): for each AI-supported procedure, its first sample model through the engine
 * (packages/simulation), looping before → after → before, as
 * assets/preview-videos/<PROCEDURE>.webm (VP9) and .mp4 (H.264) with a .jpg poster (the
 * before) and a manifest.json. Our own renders only: they may be committed. Needs
 * Debian's ffmpeg (apt-get install --no-install-recommends ffmpeg).
 *
 *   npm run render:previews -w @afterlook/preview-video [-- --procedure BBL] [-- --size 720]
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AI_SUPPORTED_PROCEDURES,
  middleIndex,
  type Procedure,
  parseProcedure,
  type RgbaImage,
} from '@afterlook/domain';
import { simulateProcedure } from '@afterlook/simulation';
import sharp from 'sharp';
import { blendFrames } from './blend-frames.ts';
import { type ClipFormat, encodeClip, ffmpegAvailable } from './encode-clip.ts';
import { PREVIEW_TIMING, previewTimeline } from './preview-timeline.ts';
import { firstSampleModel } from './sample-model-source.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const samplesDir = join(repoRoot, 'assets/sample-models');
const outDir = join(repoRoot, 'assets/preview-videos');
/** Each file stays this small: the preview is the first thing the flow downloads. */
const MAX_BYTES = 300_000;
const FORMATS: readonly ClipFormat[] = ['webm', 'mp4'];

const { values } = parseArgs({
  options: { procedure: { type: 'string' }, size: { type: 'string', default: '720' } },
});
const size = Number(values.size);
const only = values.procedure === undefined ? null : parseProcedure(values.procedure);
if (values.procedure !== undefined && !only)
  throw new Error(`unknown procedure ${values.procedure}`);
if (!Number.isInteger(size) || size < 64 || size % 2 !== 0) {
  throw new Error(`--size must be an even number of pixels ≥ 64: ${values.size}`);
}
if (!ffmpegAvailable()) {
  console.error('ffmpeg not found: apt-get install --no-install-recommends ffmpeg');
  process.exit(1);
}

const shrink = async (image: RgbaImage): Promise<RgbaImage> => {
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  const { data, info } = await sharp(
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length),
    { raw },
  )
    .resize(size, size, { fit: 'cover', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
};

interface RenderedPreview {
  readonly model: string;
  readonly view: string;
  /** The after the clip shows: the one the result screen opens on (the series' middle). */
  readonly after: { readonly level: number; readonly implant_size_in_cc?: number };
  readonly seconds: number;
  readonly files: Readonly<Record<ClipFormat | 'poster', { file: string; bytes: number }>>;
}

async function renderPreview(procedure: Procedure): Promise<RenderedPreview | null> {
  const model = await firstSampleModel(samplesDir, procedure);
  if (!model) return null;
  const result = simulateProcedure({ ...model, procedure });
  if (!result.ok) throw new Error(`${procedure} on ${model.id}: ${result.reason}`);
  const shown = result.series.slice(0, middleIndex(result.series.length) + 1);
  const last = shown.at(-1);
  if (!last) throw new Error(`${procedure} on ${model.id}: an empty series`);
  const keyframes = await Promise.all(
    [model.image, ...shown.map((after) => after.image)].map(shrink),
  );
  const timeline = previewTimeline(keyframes.length);
  const frames = timeline.map(({ from, to, mix }) => {
    const [a, b] = [keyframes[from], keyframes[to]] as [RgbaImage, RgbaImage];
    return mix === 0 ? new Uint8Array(a.data) : blendFrames(a, b, mix);
  });

  const files: Partial<Record<ClipFormat | 'poster', { file: string; bytes: number }>> = {};
  const written = async (kind: ClipFormat | 'poster', file: string) => {
    const { size: bytes } = await stat(join(outDir, file));
    if (bytes > MAX_BYTES) throw new Error(`${file}: ${bytes} bytes, over ${MAX_BYTES}`);
    files[kind] = { file, bytes };
  };
  for (const format of FORMATS) {
    const file = `${procedure}.${format}`;
    await encodeClip(
      frames,
      { width: size, height: size },
      PREVIEW_TIMING.fps,
      format,
      join(outDir, file),
    );
    await written(format, file);
  }
  const before = keyframes[0] as RgbaImage;
  await sharp(Buffer.from(before.data), { raw: { width: size, height: size, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(join(outDir, `${procedure}.jpg`));
  await written('poster', `${procedure}.jpg`);
  return {
    model: model.id,
    view: model.view,
    after: {
      level: last.level,
      ...(last.implant_size_in_cc === undefined
        ? {}
        : { implant_size_in_cc: last.implant_size_in_cc }),
    },
    seconds: Math.round((frames.length / PREVIEW_TIMING.fps) * 100) / 100,
    files: files as RenderedPreview['files'],
  };
}

await mkdir(outDir, { recursive: true });
const previews: Partial<Record<Procedure, RenderedPreview>> = {};
for (const procedure of AI_SUPPORTED_PROCEDURES) {
  if (only && procedure !== only) continue;
  const started = performance.now();
  const preview = await renderPreview(procedure);
  if (!preview) {
    console.warn(`${procedure}: no sample model, no preview`);
    continue;
  }
  previews[procedure] = preview;
  const kb = Object.values(preview.files).map(
    ({ file, bytes }) => `${file} ${(bytes / 1000).toFixed(0)} KB`,
  );
  console.log(
    `${procedure} (${preview.model}): ${kb.join(', ')}  ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (!only) {
  const manifest = {
    license: 'rendered by AfterLook tools/preview-video from tools/mannequin sample models',
    size: { width: size, height: size },
    fps: PREVIEW_TIMING.fps,
    previews,
  };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
