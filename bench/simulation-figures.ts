/**
 * Test photos for the simulation benches: the mannequin's sample models (with
 * their true landmarks and masks) when they are in assets/, else the engine's
 * synthetic figure.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Procedure, RgbaImage, SubjectAnalysis, ViewType } from '@afterlook/domain';
import { viewForProcedure } from '@afterlook/domain';
import { readImage } from '../packages/simulation/src/cli/png-files.ts';
import { subjectFor } from '../packages/simulation/src/cli/subject-source.ts';
import { syntheticFace } from '../packages/simulation/src/testing/synthetic-face.ts';
import { syntheticFigure } from '../packages/simulation/src/testing/synthetic-figure.ts';

export interface BenchFigure {
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
  readonly view: ViewType;
  readonly source: string;
}

const cache = new Map<string, BenchFigure>();

export async function benchFigure(
  procedure: Procedure,
  size: number,
  options: { synthetic?: boolean } = {},
): Promise<BenchFigure> {
  const view = viewForProcedure(procedure);
  const key = `${view}:${size}:${options.synthetic ? 's' : 'm'}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const figure =
    (!options.synthetic && (await mannequinFigure(view, size))) || syntheticFor(view, size);
  cache.set(key, figure);
  return figure;
}

function syntheticFor(view: ViewType, size: number): BenchFigure {
  if (view === 'HEAD_FRONT') {
    const s = size / 1024;
    const face = syntheticFace(size, {
      x: 512 * s,
      y: 700 * s,
      halfWidth: 110 * s,
      upper: 22 * s,
      lower: 30 * s,
    });
    return { ...face, view, source: 'synthetic figure' };
  }
  const torso = view === 'TORSO_FRONT';
  const fig = syntheticFigure({
    width: size,
    height: size,
    view: view === 'BODY_BACK' ? 'back' : 'front',
    centreX: size / 2,
    shoulderY: size * (torso ? 0.18 : 0.15),
    shoulderWidth: size * (torso ? 0.41 : 0.25),
  });
  return { ...fig, view, source: 'synthetic figure' };
}

/** The first sample model of the view (assets/sample-models, rendered by the mannequin with its true landmarks and mask). */
async function mannequinFigure(view: ViewType, size: number): Promise<BenchFigure | null> {
  const dir = join(import.meta.dirname, '..', 'assets', 'sample-models', view);
  if (!existsSync(dir)) return null;
  const png = readdirSync(dir)
    .filter((f) => f.endsWith('.png') && !f.endsWith('.mask.png'))
    .sort()[0];
  if (!png) return null;
  const path = join(dir, png);
  const image = await readImage(path);
  if (image.width !== size || image.height !== size) return null;
  const source = await subjectFor(path, image, view, undefined);
  if (!source.ok) return null;
  return {
    image,
    subject: source.subject,
    view,
    source: `mannequin sample models (${view}/${png}, …)`,
  };
}
