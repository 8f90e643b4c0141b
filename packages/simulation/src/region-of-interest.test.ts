import type { RegionOfInterest } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { buildDeformation, type Deformation } from './build-deformation.ts';
import { regionOfInterest, seriesRegion } from './region-of-interest.ts';
import { withSmoothTail } from './testing/smooth-tail.ts';
import type { SyntheticFace } from './testing/synthetic-face.ts';
import { syntheticPortrait } from './testing/synthetic-face.ts';

const SIZE = 1024;

function lipFiller(face: SyntheticFace): Deformation {
  const built = buildDeformation({
    width: SIZE,
    height: SIZE,
    subject: face.subject,
    procedure: 'LIP_FILLER',
    view: 'HEAD_FRONT',
  });
  if (!built.ok) throw new Error(built.reason);
  return built.deformation;
}

/** The lips' box from their outer landmarks, as shares of the photo. */
function lipsBox(face: SyntheticFace): RegionOfInterest {
  const lips = face.subject.face?.outerLips ?? [];
  const xs = lips.map((p) => p.x / SIZE);
  const ys = lips.map((p) => p.y / SIZE);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
}

/** Where the lips sit in the region: each edge of their box as a share of the region. */
function framing(lips: RegionOfInterest, region: RegionOfInterest) {
  const w = region.right - region.left;
  const h = region.bottom - region.top;
  return [
    (lips.left - region.left) / w,
    (lips.right - region.left) / w,
    (lips.top - region.top) / h,
    (lips.bottom - region.top) / h,
  ];
}

const area = (r: RegionOfInterest) => (r.right - r.left) * (r.bottom - r.top);

// Issue 30: on a portrait where the face fills the frame, the close-up was the whole
// face. The region now frames the treated anatomy where the change is strong.
describe('the region of interest of a series', () => {
  // A face filling the frame, its lip change with a smooth tail (a fifth of the lips'
  // largest shift at the mouth) that still moves the forehead and the jaw visibly.
  const portrait = syntheticPortrait(SIZE, 0.92);
  const mouth = lipsBox(portrait);
  const mouthCentre = {
    x: ((mouth.left + mouth.right) / 2) * SIZE,
    y: ((mouth.top + mouth.bottom) / 2) * SIZE,
  };

  it("A smooth field that reaches across the face still yields the lips' box", () => {
    const deformation = withSmoothTail(lipFiller(portrait), mouthCentre, 0.4 * SIZE, 0.2);
    const field = deformation.fieldAt(1);
    // The tail moves pixels visibly far beyond the lips: from the forehead to the chin.
    expect(Math.hypot(field.dx[0] ?? 0, field.dy[0] ?? 0)).toBeGreaterThan(0.25);
    const region = seriesRegion(deformation);
    if (!region) throw new Error('no region');
    const width = mouth.right - mouth.left;
    // The lips, whole, with a margin of at most a third of their width around them
    // (it holds the fuller lips of the pronounced level too).
    expect(region.left).toBeLessThanOrEqual(mouth.left);
    expect(region.right).toBeGreaterThanOrEqual(mouth.right);
    expect(region.top).toBeLessThanOrEqual(mouth.top);
    expect(region.bottom).toBeGreaterThanOrEqual(mouth.bottom);
    expect(region.left).toBeGreaterThanOrEqual(mouth.left - width / 3);
    expect(region.right).toBeLessThanOrEqual(mouth.right + width / 3);
    expect(region.top).toBeGreaterThanOrEqual(mouth.top - width / 3);
    expect(region.bottom).toBeLessThanOrEqual(mouth.bottom + width / 3);
    expect(area(region)).toBeLessThan(0.15);
  });

  it('A large and a small face in the frame give the same framing of the lips', () => {
    // The same face filling the frame and at a third of its height off-centre, each
    // lip change with the same smooth tail for its size: the lips' box is the same
    // share of the region, in the same place within it (to the field's grid cell).
    const small = syntheticPortrait(SIZE, 0.3, { x: 0.3, y: 0.35 });
    const [large, other] = [
      { face: portrait, height: 0.92 * SIZE },
      { face: small, height: 0.3 * SIZE },
    ].map(({ face, height }) => {
      const lips = lipsBox(face);
      const centre = {
        x: ((lips.left + lips.right) / 2) * SIZE,
        y: ((lips.top + lips.bottom) / 2) * SIZE,
      };
      const region = seriesRegion(withSmoothTail(lipFiller(face), centre, 0.45 * height, 0.2));
      if (!region) throw new Error('no region');
      return framing(lips, region);
    });
    for (const [k, share] of (large ?? []).entries()) {
      expect(Math.abs(share - (other?.[k] ?? Number.NaN)), `edge ${k}`).toBeLessThan(0.03);
    }
    // And the lips fill most of the close-up's width.
    expect((large?.[1] ?? 0) - (large?.[0] ?? 0)).toBeGreaterThan(0.7);
  });

  it("one box for every level of the series: the most pronounced level's", () => {
    const deformation = lipFiller(portrait);
    const region = seriesRegion(deformation);
    const last = deformation.steps.at(-1)?.level;
    expect(last).toBe(1);
    for (const { level } of deformation.steps) {
      const own = regionOfInterest(deformation.fieldAt(level), deformation.anatomy);
      for (const edge of ['left', 'top', 'right', 'bottom'] as const) {
        expect(own?.[edge], `level ${level} ${edge}`).toBeCloseTo(region?.[edge] ?? -1, 2);
      }
    }
  });

  it('without anatomy, or far from it, frames where the change is strong', () => {
    const field = lipFiller(portrait).fieldAt(1);
    const alone = regionOfInterest(field, []);
    if (!alone) throw new Error('no region');
    // The strong change of the lips, not the whole face.
    expect(alone.left).toBeLessThan(mouth.right);
    expect(alone.right).toBeGreaterThan(mouth.left);
    expect(area(alone)).toBeLessThan(0.15);
    // Landmarks that disagree with the change (a forehead) give way to the change.
    const forehead = [
      { x: 400, y: 150 },
      { x: 620, y: 220 },
    ];
    expect(regionOfInterest(field, forehead)).toEqual(alone);
  });

  it('no region when nothing moves visibly', () => {
    const field = lipFiller(portrait).fieldAt(1);
    const still = { ...field, dx: field.dx.map((v) => v / 1e3), dy: field.dy.map((v) => v / 1e3) };
    expect(regionOfInterest(still, lipFiller(portrait).anatomy)).toBeNull();
  });
});
