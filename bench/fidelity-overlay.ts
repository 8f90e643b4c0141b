/**
 * Where the engine's outline differs from the truth, for one procedure and model:
 * the before render dimmed, with the outlines of the compared masks (the person
 * mask and the part's own footprint) drawn before (blue), true after (green) and
 * predicted after (red), side by side for each level.
 *
 *   node bench/fidelity-overlay.ts --procedure BREAST_AUGMENTATION --model torso-sofia --out /tmp/o.png
 */
import { parseArgs } from 'node:util';
import type { PersonMask, RgbaImage } from '@afterlook/domain';
import {
  implantCcFor,
  type MannequinProcedure,
  mannequinViewFor,
  paramsAfterProcedure,
  type RenderedFigure,
  SAMPLE_MODELS,
} from '@afterlook/mannequin';
import { buildDeformation, warpMask } from '@afterlook/simulation';
import { contactSheet } from '../packages/simulation/src/cli/contact-sheet.ts';
import { writePng } from '../packages/simulation/src/cli/png-files.ts';
import { partOutline } from './fidelity-outlines.ts';
import { RenderPool } from './fidelity-renders.ts';

const { values } = parseArgs({
  options: {
    procedure: { type: 'string', default: 'BREAST_AUGMENTATION' },
    model: { type: 'string' },
    size: { type: 'string', default: '512' },
    levels: { type: 'string', default: '0,1' },
    out: { type: 'string', default: 'fidelity-overlay.png' },
    /** Crop box as fractions of the image: x0,y0,x1,y1. */
    crop: { type: 'string', default: '0.3,0.35,0.7,0.6' },
  },
});
const procedure = values.procedure as MannequinProcedure;
const view = mannequinViewFor(procedure);
const model = SAMPLE_MODELS.find(
  (m) => m.view === view && (!values.model || m.id === values.model),
);
if (!model) throw new Error(`no sample model ${values.model ?? ''} for ${procedure}`);
const size = Number(values.size);
const levels = values.levels.split(',').map(Number);

/** Paints the boundary pixels of a mask (binarised at 128) in a colour. */
function drawOutline(image: RgbaImage, mask: PersonMask, rgb: readonly number[]): void {
  const { width, height, data } = mask;
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (data[y * width + x] as number) >= 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(x, y)) continue;
      if (inside(x - 1, y) && inside(x + 1, y) && inside(x, y - 1) && inside(x, y + 1)) continue;
      const o = (y * width + x) * 4;
      image.data[o] = rgb[0] as number;
      image.data[o + 1] = rgb[1] as number;
      image.data[o + 2] = rgb[2] as number;
    }
  }
}

function dimmed(image: RgbaImage): RgbaImage {
  const data = new Uint8ClampedArray(image.data);
  for (let o = 0; o < data.length; o += 4) {
    for (let c = 0; c < 3; c++) data[o + c] = 90 + 0.45 * (data[o + c] as number);
  }
  return { width: image.width, height: image.height, data };
}

const [cx0, cy0, cx1, cy1] = values.crop.split(',').map(Number) as [number, number, number, number];
function crop(image: RgbaImage): RgbaImage {
  const x0 = Math.round(cx0 * image.width);
  const y0 = Math.round(cy0 * image.height);
  const w = Math.round((cx1 - cx0) * image.width);
  const h = Math.round((cy1 - cy0) * image.height);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((y0 + y) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + w * 4), y * w * 4);
  }
  return { width: w, height: h, data };
}

const pool = new RenderPool(2);
try {
  const before = await pool.render(model.params, view, size);
  const built = buildDeformation({
    width: size,
    height: size,
    subject: { body: before.landmarks, mask: before.mask, face: before.face },
    procedure,
    view,
    image: before.image,
  });
  if (!built.ok) throw new Error(built.reason);
  const beforePart = partOutline(procedure, model.params, view, size, size);
  const panels: RgbaImage[] = [];
  for (const level of levels) {
    const afterParams = paramsAfterProcedure(model.params, procedure, level);
    const truth: RenderedFigure = await pool.render(afterParams, view, size);
    const steps = built.deformation.steps;
    const step =
      procedure === 'BREAST_AUGMENTATION' || procedure === 'BREAST_LIFT_AND_AUGMENTATION'
        ? steps.reduce((best, s) =>
            Math.abs((s.implant_size_in_cc ?? 0) - implantCcFor(level)) <
            Math.abs((best.implant_size_in_cc ?? 0) - implantCcFor(level))
              ? s
              : best,
          )
        : steps[Math.round(level * (steps.length - 1))];
    if (!step) throw new Error('no step');
    const field = built.deformation.fieldAt(step.level);
    const panel = dimmed(before.image);
    const truePart = partOutline(procedure, afterParams, view, size, size);
    for (const [mask, rgb] of [
      [before.mask, [40, 90, 255]],
      [truth.mask, [0, 200, 0]],
      [warpMask(before.mask, field), [255, 0, 0]],
    ] as const)
      drawOutline(panel, mask, rgb);
    if (beforePart && truePart) {
      drawOutline(panel, beforePart, [40, 90, 255]);
      drawOutline(panel, truePart, [0, 200, 0]);
      drawOutline(panel, warpMask(beforePart, field), [255, 0, 0]);
    }
    panels.push(crop(panel));
  }
  await writePng(values.out, contactSheet(panels, 700));
  console.log(`wrote ${values.out}`);
} finally {
  await pool.close();
}
