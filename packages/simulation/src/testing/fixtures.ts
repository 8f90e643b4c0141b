import type { Procedure, RgbaImage, SubjectAnalysis, ViewType } from '@afterlook/domain';
import { syntheticFace } from './synthetic-face.ts';
import { syntheticFigure } from './synthetic-figure.ts';

export interface Fixture {
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
  readonly view: ViewType;
}

const cache = new Map<string, Fixture>();

/** A small synthetic photo on which `procedure` is simulated (cached: tests share them). */
export function fixtureFor(procedure: Procedure): Fixture {
  const kind =
    procedure === 'LIP_FILLER'
      ? 'face'
      : procedure === 'BBL'
        ? 'back'
        : procedure.startsWith('BREAST')
          ? 'torso'
          : 'body';
  const hit = cache.get(kind);
  if (hit) return hit;
  let fixture: Fixture;
  if (kind === 'face') {
    const face = syntheticFace(256, { x: 128, y: 175, halfWidth: 30, upper: 7, lower: 9 });
    fixture = { ...face, view: 'HEAD_FRONT' };
  } else if (kind === 'torso') {
    const fig = syntheticFigure({
      width: 256,
      height: 256,
      view: 'front',
      centreX: 128,
      shoulderY: 45,
      shoulderWidth: 105,
    });
    fixture = { ...fig, view: 'TORSO_FRONT' };
  } else {
    const fig = syntheticFigure({
      width: 256,
      height: 320,
      view: kind === 'back' ? 'back' : 'front',
      centreX: 128,
      shoulderY: 50,
      shoulderWidth: 80,
    });
    fixture = { ...fig, view: kind === 'back' ? 'BODY_BACK' : 'BODY_FRONT' };
  }
  cache.set(kind, fixture);
  return fixture;
}

/** Pixels whose RGBA differs between two images of the same size. */
export function changedPixels(a: RgbaImage, b: RgbaImage): number {
  let count = 0;
  for (let p = 0; p < a.width * a.height; p++) {
    const o = p * 4;
    if (
      a.data[o] !== b.data[o] ||
      a.data[o + 1] !== b.data[o + 1] ||
      a.data[o + 2] !== b.data[o + 2] ||
      a.data[o + 3] !== b.data[o + 3]
    ) {
      count++;
    }
  }
  return count;
}
