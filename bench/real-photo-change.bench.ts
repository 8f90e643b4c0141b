/**
 * How visible each AI procedure's largest level is on real photos, in the phone's
 * close-up (issue 30's scope 2): the share of the close-up stage's 4×4 blocks whose
 * mean changes visibly, and how much differs outside them.
 *
 *   node bench/real-photo-change.bench.ts [--sheets <dir>]
 *
 * With --sheets, each close-up's before and after side by side, as a PNG, to look at.
 *
 * What the server does to an upload, without the HTTP: the photo at its working size
 * (long side 1024), the vision step's landmarks, mask and verdict, the engine's most
 * pronounced level. The stage is what the widget draws on a 390×844 phone (342 CSS px
 * wide, as tall as the photo up to 524, at 1 px per CSS px), opened on the series' region of interest as the widget
 * frames it (regionView). A photo the server's check refuses is still measured when
 * the engine can work on it: its row says so, since a patient would never see it.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AI_SUPPORTED_PROCEDURES,
  type Procedure,
  type RgbaImage,
  viewForProcedure,
} from '@afterlook/domain';
import { buildDeformation, seriesRegion, warpImage } from '@afterlook/simulation';
import { createVision } from '@afterlook/vision';
import sharp from 'sharp';
import { toWorkingPhoto } from '../apps/server/src/adapters/image-threads/image-tasks.ts';
import { photoBox, regionView, type StageFrame } from '../apps/widget/src/result/stage-view.ts';
import {
  REAL_PHOTOS,
  type RealPhoto,
  type RealPhotoName,
  realPhotoJpeg,
} from '../e2e/support/body-photos.ts';
import { stageFigures } from '../e2e/support/stage-figures.ts';

const { values } = parseArgs({ options: { sheets: { type: 'string' } } });
/** The phone's stage: as wide as the page allows, as tall as the photo up to 62% of the screen. */
const STAGE_WIDTH = 342;
const STAGE_MAX_HEIGHT = 524;

interface Stage {
  readonly width: number;
  readonly height: number;
}

const stageFor = (image: RgbaImage): Stage => ({
  width: STAGE_WIDTH,
  height: Math.min(STAGE_MAX_HEIGHT, Math.round((STAGE_WIDTH * image.height) / image.width)),
});
/** The bar: at least this share of the close-up's blocks change visibly. */
const VISIBLE_BAR = 0.03;

/** The upload as the server normalises it. */
async function workingPhoto(name: RealPhotoName): Promise<RgbaImage> {
  const { data, info } = await toWorkingPhoto(sharp(await realPhotoJpeg(name)));
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/** The stage as drawn for a view: the photo scaled and placed, the stage's backdrop around it. */
async function drawStage(
  stage: Stage,
  image: RgbaImage,
  box: { left: number; top: number; width: number; height: number },
): Promise<Buffer> {
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const scaled = await sharp(Buffer.from(image.data.buffer), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .resize(width, height, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const left = Math.round(box.left);
  const top = Math.round(box.top);
  // The part of the scaled photo inside the stage.
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const x1 = Math.min(width, stage.width - left);
  const y1 = Math.min(height, stage.height - top);
  const inside = await sharp(scaled)
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .toBuffer();
  return sharp({
    create: {
      width: stage.width,
      height: stage.height,
      channels: 4,
      background: { r: 40, g: 40, b: 40, alpha: 1 },
    },
  })
    .composite([{ input: inside, left: left + x0, top: top + y0 }])
    .png()
    .toBuffer();
}

/** Before and after side by side. */
async function writeSheet(dir: string, name: string, stage: Stage, before: Buffer, after: Buffer) {
  await mkdir(dir, { recursive: true });
  await sharp({
    create: {
      width: stage.width * 2 + 8,
      height: stage.height,
      channels: 4,
      background: { r: 255, g: 255, b: 255, alpha: 1 },
    },
  })
    .composite([
      { input: before, left: 0, top: 0 },
      { input: after, left: stage.width + 8, top: 0 },
    ])
    .png()
    .toFile(join(dir, `${name}.png`));
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

interface Row {
  readonly procedure: Procedure;
  readonly photo: string;
  readonly verdict: string;
  readonly zoom: number;
  readonly visible: number;
  readonly outsideTreated: number;
}

const vision = await createVision();
const rows: Row[] = [];
for (const procedure of AI_SUPPORTED_PROCEDURES) {
  const view = viewForProcedure(procedure);
  for (const [name, photo] of Object.entries(REAL_PHOTOS) as [RealPhotoName, RealPhoto][]) {
    if (!photo.views.includes(view)) continue;
    const image = await workingPhoto(name);
    const analysis = await vision.analyze(image, view);
    const verdict = analysis.verdict.ok ? 'accepted' : `refused: ${analysis.verdict.reason}`;
    const built = buildDeformation({
      width: image.width,
      height: image.height,
      subject: analysis,
      procedure,
      view,
      image,
    });
    if (!built.ok) {
      console.log(`${procedure} on ${name} (${verdict}): the engine says ${built.reason}`);
      continue;
    }
    const { deformation } = built;
    const largest = deformation.steps.at(-1);
    const region = seriesRegion(deformation);
    if (!largest || !region) {
      console.log(`${procedure} on ${name} (${verdict}): nothing moves visibly`);
      continue;
    }
    const after = warpImage(image, deformation.fieldAt(largest.level));
    const stage = stageFor(image);
    const frame: StageFrame = {
      stageWidth: stage.width,
      stageHeight: stage.height,
      imageWidth: image.width,
      imageHeight: image.height,
    };
    const closeUp = regionView(frame, region);
    const box = photoBox(frame, closeUp);
    const [beforeStage, afterStage] = await Promise.all([
      drawStage(stage, image, box),
      drawStage(stage, after, box),
    ]);
    if (values.sheets)
      await writeSheet(values.sheets, `${procedure}-${name}`, stage, beforeStage, afterStage);
    const figures = await stageFigures(beforeStage, afterStage, {
      left: box.left + region.left * box.width,
      top: box.top + region.top * box.height,
      right: box.left + region.right * box.width,
      bottom: box.top + region.bottom * box.height,
    });
    rows.push({
      procedure,
      photo: name,
      verdict,
      zoom: closeUp.zoom,
      visible: figures.visibleChange,
      outsideTreated: figures.mismatchOutsideTreated,
    });
  }
}
vision.dispose();

console.log("\nThe largest level in the phone's close-up, on real photos:");
console.log(
  'procedure                      photo            server check                 zoom   visible  outside',
);
for (const row of rows) {
  console.log(
    `${row.procedure.padEnd(30)} ${row.photo.padEnd(16)} ${row.verdict.padEnd(28)} ${row.zoom
      .toFixed(2)
      .padStart(
        5,
      )} ${percent(row.visible).padStart(8)} ${percent(row.outsideTreated).padStart(8)}` +
      (row.visible >= VISIBLE_BAR ? '' : '  below 3%'),
  );
}
const missing = AI_SUPPORTED_PROCEDURES.filter((p) => !rows.some((row) => row.procedure === p));
if (missing.length > 0)
  console.log(`No real photo the engine could work on: ${missing.join(', ')}`);
