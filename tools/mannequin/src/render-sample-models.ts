/**
 * Renders the committed sample models: assets/sample-models/<VIEW>/<id>.png, the
 * person mask <id>.mask.png, <id>.json (params, landmarks, face, view, licence) and
 * a manifest.json of the models per AI-supported procedure; then the contact sheet
 * docs/mannequin/sample-models.png. Run: npm run render:models [-- --size 512].
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { viewForProcedure } from '@afterlook/domain';
import { writeContactSheet } from './contact-sheet.ts';
import { encodeMaskPng, encodePng } from './png.ts';
import { MANNEQUIN_PROCEDURES } from './procedure-effects.ts';
import { type RenderedFigure, renderFigure } from './render-figure.ts';
import { sampleModelRegion } from './sample-model-region.ts';
import { SAMPLE_MODELS, type SampleModel } from './sample-models.ts';

export const LICENSE_NOTE = 'rendered by AfterLook tools/mannequin';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = join(root, 'assets/sample-models');
const sizeArg = process.argv.indexOf('--size');
const size = sizeArg >= 0 ? Number(process.argv[sizeArg + 1]) : 1024;

const images: { id: string; file: string }[] = [];
const figures = new Map<string, RenderedFigure>();
for (const model of SAMPLE_MODELS) {
  const started = performance.now();
  const rendered = renderFigure(model.params, model.view, { size });
  figures.set(model.id, rendered);
  const dir = join(outDir, model.view);
  await mkdir(dir, { recursive: true });
  const png = await encodePng(rendered.image);
  await writeFile(join(dir, `${model.id}.png`), png);
  await writeFile(join(dir, `${model.id}.mask.png`), await encodeMaskPng(rendered.mask));
  const metadata = {
    id: model.id,
    view: model.view,
    width: rendered.image.width,
    height: rendered.image.height,
    note: model.note,
    license: LICENSE_NOTE,
    params: model.params,
    landmarks: rendered.landmarks,
    face: rendered.face,
  };
  // Landmark coordinates to hundredths of a pixel keep the committed JSON readable.
  const rounded = JSON.stringify(
    metadata,
    (key, value) =>
      ['x', 'y', 'z'].includes(key) && typeof value === 'number'
        ? Math.round(value * 100) / 100
        : value,
    2,
  );
  await writeFile(join(dir, `${model.id}.json`), `${rounded}\n`);
  images.push({ id: model.id, file: join(dir, `${model.id}.png`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${model.view}/${model.id}.png  ${(png.length / 1024).toFixed(0)} KB  ${seconds} s`);
}

function roundedRegion(procedure: (typeof MANNEQUIN_PROCEDURES)[number], model: SampleModel) {
  const figure = figures.get(model.id);
  const region = figure ? sampleModelRegion(procedure, model.view, figure) : null;
  if (!region) throw new Error(`${procedure} changes nothing on ${model.id}`);
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    left: round(region.left),
    top: round(region.top),
    right: round(region.right),
    bottom: round(region.bottom),
  };
}

const manifest = {
  license: LICENSE_NOTE,
  procedures: Object.fromEntries(
    MANNEQUIN_PROCEDURES.map((procedure) => {
      const view = viewForProcedure(procedure);
      return [
        procedure,
        {
          view,
          models: SAMPLE_MODELS.filter((m) => m.view === view).map((m) => ({
            id: m.id,
            image: `${m.view}/${m.id}.png`,
            mask: `${m.view}/${m.id}.mask.png`,
            metadata: `${m.view}/${m.id}.json`,
            // Where the procedure's simulation changes this model (the result's close-up).
            region: roundedRegion(procedure, m),
          })),
        },
      ];
    }),
  ),
};
await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

const sheet = join(root, 'docs/mannequin/sample-models.png');
await writeContactSheet(
  images.map((i) => i.file),
  3,
  sheet,
);
console.log(`manifest.json and ${relative(root, sheet)} written`);
