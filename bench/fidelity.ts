/**
 * Fidelity of the simulation engine against the mannequin's ground truth.
 *
 *   npm run bench:fidelity -- [--size 512] [--levels 0,0.5,1] [--procedure BBL] [--sheets <dir>]
 *
 * For every AI-supported procedure and every sample model of its view, the
 * mannequin renders the figure before and after the procedure at a few levels
 * (0 subtle … 1 pronounced). The engine runs on the "before" with its TRUE
 * landmarks and mask, at the series step matching the level (the same implant
 * size for augmentation, the same place on the subtle → pronounced scale
 * otherwise), and the before mask is warped with the same field. Reported:
 *
 * - silhouette fidelity inside the ROI = 1 − |pred Δ true| / |before Δ true|
 *   (binarised masks, areas in pixels, summed over the outlines the procedure
 *   changes: the person mask, plus the breast mounds' or buttocks' own outline
 *   (fidelity-outlines.ts), or for lip filler the vermilion between the lip
 *   contours), target ≥ 0.65 for every procedure;
 * - change outside the ROI = mean |after − before| over pixels outside it (0..255),
 *   target ≤ 0.5.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PersonMask } from '@afterlook/domain';
import {
  implantCcFor,
  MANNEQUIN_PROCEDURES,
  type MannequinProcedure,
  mannequinViewFor,
  paramsAfterProcedure,
  type RenderedFigure,
  regionOfInterest,
  SAMPLE_MODELS,
} from '@afterlook/mannequin';
import { buildDeformation, type SeriesStep, warpImage, warpMask } from '@afterlook/simulation';
import { contactSheet } from '../packages/simulation/src/cli/contact-sheet.ts';
import { writePng } from '../packages/simulation/src/cli/png-files.ts';
import { changeOutside, symmetricDifference, vermilionMask } from './fidelity-masks.ts';
import { partOutline } from './fidelity-outlines.ts';
import { RenderPool } from './fidelity-renders.ts';

const FIDELITY_TARGET = 0.65;
const OUTSIDE_TARGET = 0.5;

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '512' },
    levels: { type: 'string', default: '0,0.5,1' },
    procedure: { type: 'string' },
    sheets: { type: 'string' },
  },
});
const size = Number(values.size);
const levels = values.levels.split(',').map(Number);
const procedures = MANNEQUIN_PROCEDURES.filter((p) => !values.procedure || p === values.procedure);

/** The engine's series step for a ground-truth level. */
function stepFor(
  procedure: MannequinProcedure,
  level: number,
  steps: readonly SeriesStep[],
): SeriesStep {
  if (procedure === 'BREAST_AUGMENTATION' || procedure === 'BREAST_LIFT_AND_AUGMENTATION') {
    const cc = implantCcFor(level);
    return steps.reduce((best, s) =>
      Math.abs((s.implant_size_in_cc ?? 0) - cc) < Math.abs((best.implant_size_in_cc ?? 0) - cc)
        ? s
        : best,
    );
  }
  // Both scales run from subtle (first step, level 0) to pronounced (last step, level 1).
  return steps[Math.round(level * (steps.length - 1))] as SeriesStep;
}

/** The outline compared: the person mask, or the vermilion for lip filler. */
function outline(procedure: MannequinProcedure, figure: RenderedFigure): PersonMask {
  if (procedure !== 'LIP_FILLER') return figure.mask;
  if (!figure.face) throw new Error('lip filler needs face landmarks');
  return vermilionMask(
    figure.face.outerLips,
    figure.face.innerLips,
    figure.image.width,
    figure.image.height,
  );
}

interface Row {
  procedure: MannequinProcedure;
  model: string;
  level: number;
  step: string;
  truthChange: number;
  error: number;
  fidelity: number;
  outside: number;
}

const pool = new RenderPool();
const rows: Row[] = [];
const started = performance.now();
try {
  for (const procedure of procedures) {
    const view = mannequinViewFor(procedure);
    const models = SAMPLE_MODELS.filter((m) => m.view === view);
    await Promise.all(
      models.map(async (model) => {
        const renders = await Promise.all([
          pool.render(model.params, view, size),
          ...levels.map((l) =>
            pool.render(paramsAfterProcedure(model.params, procedure, l), view, size),
          ),
        ]);
        const before = renders[0] as RenderedFigure;
        const roi = regionOfInterest(procedure, before.landmarks, before.image);
        const built = buildDeformation({
          width: before.image.width,
          height: before.image.height,
          subject: { body: before.landmarks, mask: before.mask, face: before.face },
          procedure,
          view,
          image: before.image,
        });
        if (!built.ok) throw new Error(`${procedure} on ${model.id}: ${built.reason}`);
        const beforeOutline = outline(procedure, before);
        const { width, height } = before.image;
        const beforePart = partOutline(procedure, model.params, view, width, height);
        const sheet = [before.image];
        for (const [k, level] of levels.entries()) {
          const truth = renders[k + 1] as RenderedFigure;
          const step = stepFor(procedure, level, built.deformation.steps);
          const field = built.deformation.fieldAt(step.level);
          const predicted = warpMask(beforeOutline, field);
          const after = warpImage(before.image, field);
          const trueOutline = outline(procedure, truth);
          let truthChange = symmetricDifference(beforeOutline, trueOutline, roi);
          let error = symmetricDifference(predicted, trueOutline, roi);
          if (beforePart) {
            const afterParams = paramsAfterProcedure(model.params, procedure, level);
            const truePart = partOutline(procedure, afterParams, view, width, height) as PersonMask;
            truthChange += symmetricDifference(beforePart, truePart, roi);
            error += symmetricDifference(warpMask(beforePart, field), truePart, roi);
          }
          rows.push({
            procedure,
            model: model.id,
            level,
            step: step.implant_size_in_cc
              ? `${step.implant_size_in_cc} cc`
              : `×${step.level.toFixed(2)}`,
            truthChange,
            error,
            fidelity: truthChange === 0 ? Number.NaN : 1 - error / truthChange,
            outside: changeOutside(before.image, after, roi),
          });
          sheet.push(after, truth.image);
        }
        if (values.sheets) {
          await writePng(
            join(values.sheets, `${procedure.toLowerCase()}-${model.id}.png`),
            contactSheet(sheet, 384),
          );
        }
      }),
    );
  }
} finally {
  await pool.close();
}

const order = (r: Row) => procedures.indexOf(r.procedure) * 1000 + r.level * 10;
rows.sort((a, b) => order(a) - order(b) || a.model.localeCompare(b.model));
console.log(`fidelity vs mannequin ground truth, ${size}×${size}, levels ${levels.join(', ')}`);
console.log(
  [
    'procedure'.padEnd(29),
    'model'.padEnd(14),
    'level',
    'engine'.padStart(7),
    '|before Δ true|',
    '|pred Δ true|',
    'fidelity',
    'outside ROI',
  ].join('  '),
);
for (const r of rows) {
  console.log(
    [
      r.procedure.padEnd(29),
      r.model.padEnd(14),
      r.level.toFixed(2).padStart(5),
      r.step.padStart(7),
      String(r.truthChange).padStart(15),
      String(r.error).padStart(13),
      r.fidelity.toFixed(3).padStart(8),
      r.outside.toFixed(3).padStart(11),
    ].join('  '),
  );
}
console.log(
  '\nper procedure (pixel-weighted fidelity over models and levels; worst outside change)',
);
let pass = true;
for (const procedure of procedures) {
  const mine = rows.filter((r) => r.procedure === procedure);
  const truth = mine.reduce((s, r) => s + r.truthChange, 0);
  const error = mine.reduce((s, r) => s + r.error, 0);
  const fidelity = truth === 0 ? Number.NaN : 1 - error / truth;
  const outside = Math.max(...mine.map((r) => r.outside));
  const ok = fidelity >= FIDELITY_TARGET && outside <= OUTSIDE_TARGET;
  pass &&= ok;
  console.log(
    `${procedure.padEnd(29)}  fidelity ${fidelity.toFixed(3)} (target ≥ ${FIDELITY_TARGET})  outside ${outside.toFixed(3)} (target ≤ ${OUTSIDE_TARGET})  ${ok ? 'PASS' : 'FAIL'}`,
  );
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s`);
if (!pass) process.exitCode = 1;
