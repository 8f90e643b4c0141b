/**
 * Speed of the simulation engine at 1024×1024: milliseconds per after image and
 * per full series, for every AI-supported procedure on its view.
 *
 *   node bench/simulation.bench.ts [--runs 7] [--synthetic]
 *
 * Figures come from the mannequin (true landmarks and masks) when it is available,
 * otherwise from the engine's synthetic test figure.
 */
import { AI_SUPPORTED_PROCEDURES, type Procedure } from '@afterlook/domain';
import { buildDeformation, simulateProcedure, warpImage } from '@afterlook/simulation';
import { benchFigure } from './simulation-figures.ts';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 7;
const synthetic = args.includes('--synthetic');
const SIZE = 1024;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
};

interface Row {
  procedure: Procedure;
  images: number;
  fieldMs: number;
  warpMs: number;
  perImageMs: number;
  seriesMs: number;
}

const rows: Row[] = [];
let source = '';
for (const procedure of AI_SUPPORTED_PROCEDURES) {
  const figure = await benchFigure(procedure, SIZE, { synthetic });
  source = figure.source;
  const { image, subject, view } = figure;
  const request = { image, subject, procedure, view };
  simulateProcedure(request); // warm-up: JIT and caches
  const series: number[] = [];
  const fields: number[] = [];
  const warps: number[] = [];
  let images = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const result = simulateProcedure(request);
    series.push(performance.now() - t0);
    if (!result.ok) throw new Error(`${procedure}: ${result.reason}`);
    images = result.series.length;
    // The same work split in two: building the fields, warping the pixels.
    const t1 = performance.now();
    const built = buildDeformation({
      width: image.width,
      height: image.height,
      subject,
      procedure,
      view,
      image,
    });
    if (!built.ok) throw new Error(built.reason);
    const levelFields = built.deformation.steps.map((s) => built.deformation.fieldAt(s.level));
    const t2 = performance.now();
    for (const field of levelFields) warpImage(image, field);
    const t3 = performance.now();
    fields.push(t2 - t1);
    warps.push(t3 - t2);
  }
  const seriesMs = median(series);
  rows.push({
    procedure,
    images,
    fieldMs: median(fields),
    warpMs: median(warps),
    perImageMs: seriesMs / images,
    seriesMs,
  });
}

console.log(
  `simulation engine, ${SIZE}×${SIZE}, ${source}, median of ${runs} runs, node ${process.version}`,
);
console.log(
  ['procedure'.padEnd(30), 'images', 'fields ms', 'warp ms', 'ms/image', 'ms/series'].join('  '),
);
for (const r of rows) {
  console.log(
    [
      r.procedure.padEnd(30),
      String(r.images).padStart(6),
      r.fieldMs.toFixed(1).padStart(9),
      r.warpMs.toFixed(1).padStart(7),
      r.perImageMs.toFixed(1).padStart(8),
      r.seriesMs.toFixed(1).padStart(9),
    ].join('  '),
  );
}
const worstImage = Math.max(...rows.map((r) => r.perImageMs));
const worstSeries = Math.max(...rows.map((r) => r.seriesMs));
console.log(
  `worst: ${worstImage.toFixed(1)} ms per image (budget 40), ${worstSeries.toFixed(1)} ms per series (budget 400)`,
);
if (worstImage > 40 || worstSeries > 400) process.exitCode = 1;
