/**
 * Runs the engine on a photo and writes the after series and a contact sheet:
 *
 *   npm run simulate -- <photo> --procedure BBL [--view BODY_BACK] [--out <dir>] [--models <dir>]
 *
 * Landmarks and mask come from a sample model's `.json` (+ mask PNG) beside the
 * photo, or from packages/vision's detectors.
 */
import { mkdir } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { parseArgs } from 'node:util';
import { isViewType, parseProcedure, viewForProcedure } from '@afterlook/domain';
import { contactSheet, sheetPicks } from './cli/contact-sheet.ts';
import { readImage, writePng } from './cli/png-files.ts';
import { subjectFor } from './cli/subject-source.ts';
import { simulateProcedure } from './simulate-procedure.ts';
import type { AfterImage } from './types.ts';

const USAGE =
  'usage: npm run simulate -- <photo> --procedure <PROCEDURE> [--view <VIEW>] [--out <dir>] [--models <dir>]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      procedure: { type: 'string' },
      view: { type: 'string' },
      out: { type: 'string', default: 'simulation-out' },
      models: { type: 'string' },
    },
  });
  const photo = positionals[0];
  const procedure = parseProcedure(values.procedure);
  if (!photo || !procedure) {
    console.error(USAGE);
    return 2;
  }
  const view = values.view ?? viewForProcedure(procedure);
  if (!isViewType(view)) {
    console.error(`unknown view ${view}\n${USAGE}`);
    return 2;
  }
  const image = await readImage(photo);
  const source = await subjectFor(photo, image, view, values.models);
  if (!source.ok) {
    console.error(source.message);
    return 1;
  }
  const t0 = performance.now();
  const result = simulateProcedure({ image, subject: source.subject, procedure, view });
  const ms = performance.now() - t0;
  if (!result.ok) {
    console.error(`${procedure} on ${view}: ${result.reason}`);
    return 1;
  }
  await mkdir(values.out, { recursive: true });
  const base = `${parse(photo).name}-${procedure.toLowerCase()}`;
  for (const [k, after] of result.series.entries()) {
    await writePng(join(values.out, `${base}-${stepName(after, k)}.png`), after.image);
  }
  const sheetPath = join(values.out, `${base}-sheet.png`);
  const picks = sheetPicks(result.series);
  await writePng(sheetPath, contactSheet([image, ...picks.map((a) => a.image)], 512));
  console.log(
    `${procedure} on ${view} (landmarks: ${source.from}): ${result.series.length} after images in ${ms.toFixed(0)} ms → ${values.out}/\n` +
      `contact sheet: ${sheetPath} (before, ${picks.map((a) => stepName(a, result.series.indexOf(a))).join(', ')})`,
  );
  return 0;
}

function stepName(after: AfterImage, index: number): string {
  return after.implant_size_in_cc === undefined
    ? `level-${index + 1}`
    : `${after.implant_size_in_cc}cc`;
}

process.exitCode = await main();
