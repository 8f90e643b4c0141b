/**
 * Regenerates the pictures of packages/simulation/README.md under docs/simulation/:
 * per procedure, a geometry diagram (control points and displacement arrows at
 * full intensity) and contact sheets (before + the series) on the sample models.
 *
 *   node packages/simulation/src/cli/make-docs.ts [--models-root assets/sample-models] [--out docs/simulation]
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AI_SUPPORTED_PROCEDURES,
  type RgbaImage,
  type SubjectAnalysis,
  viewForProcedure,
} from '@afterlook/domain';
import { buildDeformation } from '../build-deformation.ts';
import { simulateProcedure } from '../simulate-procedure.ts';
import { contactSheet, scaleToHeight, sheetPicks } from './contact-sheet.ts';
import { geometryDiagram } from './geometry-diagram.ts';
import { readImage, writePng } from './png-files.ts';
import { subjectFor } from './subject-source.ts';

const { values } = parseArgs({
  options: {
    'models-root': { type: 'string', default: 'assets/sample-models' },
    out: { type: 'string', default: 'docs/simulation' },
    'max-models': { type: 'string', default: '3' },
  },
});
const out = values.out;
await mkdir(out, { recursive: true });

interface Sample {
  readonly id: string;
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
}

async function samplesFor(view: string): Promise<Sample[]> {
  const dir = join(values['models-root'], view);
  if (!existsSync(dir)) return [];
  const pngs = readdirSync(dir)
    .filter(
      (f) =>
        f.endsWith('.png') && !f.includes('mask') && existsSync(join(dir, `${parse(f).name}.json`)),
    )
    .sort()
    .slice(0, Number(values['max-models']));
  const samples: Sample[] = [];
  for (const file of pngs) {
    const path = join(dir, file);
    const image = await readImage(path);
    const source = await subjectFor(path, image, view as never, undefined);
    if (source.ok) samples.push({ id: parse(file).name, image, subject: source.subject });
  }
  return samples;
}

for (const procedure of AI_SUPPORTED_PROCEDURES) {
  const view = viewForProcedure(procedure);
  const samples = await samplesFor(view);
  if (samples.length === 0) {
    console.warn(`${procedure}: no sample models under ${values['models-root']}/${view}, skipped`);
    continue;
  }
  const name = procedure.toLowerCase().replaceAll('_', '-');
  const first = samples[0] as Sample;
  const built = buildDeformation({
    width: first.image.width,
    height: first.image.height,
    subject: first.subject,
    procedure,
    view,
    image: first.image,
  });
  if (!built.ok) {
    console.warn(`${procedure} on ${first.id}: ${built.reason}`);
    continue;
  }
  const diagram = geometryDiagram(
    first.image,
    built.deformation.fieldAt(1),
    built.deformation.controlPoints,
    3,
  );
  await writePng(
    join(out, `${name}-geometry.png`),
    scaleToHeight(diagram, Math.min(900, diagram.height)),
  );
  for (const sample of samples) {
    const result = simulateProcedure({
      image: sample.image,
      subject: sample.subject,
      procedure,
      view,
    });
    if (!result.ok) {
      console.warn(`${procedure} on ${sample.id}: ${result.reason}`);
      continue;
    }
    const picks = sheetPicks(result.series).map((a) => a.image);
    await writePng(
      join(out, `${name}-${sample.id}-sheet.png`),
      contactSheet([sample.image, ...picks], 512),
    );
  }
  console.log(`${procedure}: diagram and ${samples.length} contact sheet(s)`);
}
