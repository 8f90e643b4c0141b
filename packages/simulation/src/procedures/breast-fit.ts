import type { BodyFrame } from '../anatomy/body-frame.ts';
import type { BreastMound } from '../anatomy/breast-mounds.ts';
import type { Point } from '../types.ts';
import { BASE_HEIGHT, naturalProjection, OVERHANG, pixelsPerCm } from './breast-model.ts';
import { type BreastShape, OUTWARD, outlineDistance } from './breast-shape.ts';

/**
 * Level of the inframammary fold, torso lengths below the shoulder line (≈ 17–18 cm
 * on a 50 cm torso: the fold runs along the sixth rib).
 */
const FOLD_LEVEL = 0.35;
/**
 * Even an upright breast's apex sits a little below its base centre (its lower pole
 * is the fuller one, about 45:55), by this share of the base's half-height.
 */
const NATURAL_DROP = 0.2;
/** Image row of the inframammary fold. */
function foldY(frame: BodyFrame): number {
  return frame.shoulderMid.y + frame.down.y * FOLD_LEVEL * frame.torsoLength;
}

/** Rows above the lower pole (base radii) within which the traced lower contours are fitted. */
const FIT_HEIGHT = 0.25;
/** A traced point further than this (shoulder widths) from the model's contour counts no more: it is something else. */
const FIT_TOLERANCE = 0.02;
/** Fewest traced points worth fitting. */
const MIN_FIT_POINTS = 6;

/**
 * The hemi-ellipsoids that match the measured breasts: each outline spans from the
 * medial border to the lateral contour, the base sits on the fold and the apex
 * hangs as far as the measured lower pole says. Where the lower contours were
 * traced, the base radius is refined so the outlines' lower parts follow them (a
 * sagging breast's lower pole is narrower than a round one's, a high breast's
 * flatter); both breasts are fitted together with one radius, which halves the
 * noise of either contour (breasts differ in width by a few percent at most).
 */
export function measuredShapes(frame: BodyFrame, mounds: readonly BreastMound[]): BreastShape[] {
  const initial = mounds.map((m) => shapeForRadius(frame, m, radiusFromWidth(frame, m)));
  const fits = mounds.map((m, k) => {
    const r = (initial[k] as BreastShape).r;
    return m.lowerContour.filter((q) => q.y >= m.poleY - FIT_HEIGHT * r);
  });
  const count = fits.reduce((s, f) => s + f.length, 0);
  if (count < MIN_FIT_POINTS) return initial;
  const radii = initial.map((s) => s.r);
  const lo = 0.7 * Math.min(...radii);
  const hi = 1.4 * Math.max(...radii);
  const tolerance = FIT_TOLERANCE * frame.shoulderWidth;
  let best = initial;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let r = lo; r <= hi; r += 0.005 * hi) {
    const shapes = mounds.map((m) => shapeForRadius(frame, m, r));
    let cost = 0;
    for (const [k, shape] of shapes.entries()) {
      for (const q of fits[k] as Point[]) {
        const below = outlineDistance(shape, { x: q.x, y: shape.cy }, 0, 1);
        const miss = below > 0 ? Math.abs(shape.cy + below - q.y) : tolerance;
        cost += Math.min(tolerance, miss) ** 2;
      }
    }
    if (cost < bestCost) {
      bestCost = cost;
      best = shapes;
    }
  }
  return best;
}

const medialX = (m: BreastMound) => m.centre.x - m.side * m.radius;

/** The base radius whose outline spans the mound's measured width: r medially, √(r² + (tan 15° · p)²) laterally. */
function radiusFromWidth(frame: BodyFrame, mound: BreastMound): number {
  const scale = pixelsPerCm(frame);
  let lo = 0.3 * mound.radius;
  let hi = mound.radius;
  for (let k = 0; k < 30; k++) {
    const r = (lo + hi) / 2;
    if (r + Math.hypot(r, OUTWARD * naturalProjection(r, scale)) > 2 * mound.radius) hi = r;
    else lo = r;
  }
  return (lo + hi) / 2;
}

/** The hemi-ellipsoid of base radius r whose outline starts at the mound's medial border. */
function shapeForRadius(frame: BodyFrame, mound: BreastMound, r: number): BreastShape {
  const ry = BASE_HEIGHT * r;
  const least = NATURAL_DROP * ry;
  const cy = Math.min(foldY(frame) - (1 - OVERHANG) * ry, mound.poleY - Math.hypot(ry, least));
  return {
    side: mound.side,
    cx: medialX(mound) + mound.side * r,
    cy,
    r,
    ry,
    p: naturalProjection(r, pixelsPerCm(frame)),
    drop: Math.sqrt(Math.max(least * least, (mound.poleY - cy) ** 2 - ry * ry)),
  };
}
