import type { BodyFrame } from '../anatomy/body-frame.ts';
import type { BreastShape } from './breast-shape.ts';

/** Distance between the shoulder joint centres of an average adult woman, cm (image scale). */
const SHOULDER_JOINTS_CM = 31;
/**
 * A natural breast's base widens with about the fourth root of its volume (the base
 * is bounded by the chest; projection carries most of it): an average 400 cc breast
 * has a base about 11.5 cm wide.
 */
const REFERENCE_CC = 400;
const REFERENCE_RADIUS_CM = 5.75;
/** The base is a little wider than tall. */
export const BASE_HEIGHT = 0.95;
/** The base overhangs its fold by about a quarter of its height. */
export const OVERHANG = 0.25;
/** The medial border is held by the sternal attachments: it moves half as far as the base grows. */
const MEDIAL_SHARE = 0.5;
/**
 * A lift raises the apex at most to the base centre's level (the breast then points
 * straight ahead); it approaches that level smoothly over about this many cm.
 */
const UPRIGHT_KNEE_CM = 0.6;

/** Pixels per centimetre on the chest, from the shoulder width. */
export function pixelsPerCm(frame: BodyFrame): number {
  return frame.shoulderWidth / SHOULDER_JOINTS_CM;
}

const hemiEllipsoid = (r: number, ry: number, p: number) => (2 / 3) * Math.PI * r * ry * p;

/** The projection (pixels) of a natural breast of base radius r (pixels). */
export function naturalProjection(r: number, scale: number): number {
  const cc = REFERENCE_CC * (r / scale / REFERENCE_RADIUS_CM) ** 4;
  return (cc * scale ** 3) / hemiEllipsoid(r, BASE_HEIGHT * r, 1);
}

/** The breast's volume, cc. */
export function shapeVolumeCc(frame: BodyFrame, shape: BreastShape): number {
  return hemiEllipsoid(shape.r, shape.ry, shape.p) / pixelsPerCm(frame) ** 3;
}

/**
 * The breast at a new volume (larger or smaller): the base radius scales with
 * (new / current)^baseExponent and projection takes the rest; the fold stays, the
 * medial border moves half as far as the base grows, and the envelope keeps its
 * shape (the apex hangs in proportion to the base).
 */
export function withVolume(
  frame: BodyFrame,
  shape: BreastShape,
  cc: number,
  baseExponent: number,
): BreastShape {
  const scale = pixelsPerCm(frame);
  const k = (cc / shapeVolumeCc(frame, shape)) ** baseExponent;
  const r = shape.r * k;
  const ry = shape.ry * k;
  return {
    side: shape.side,
    cx: shape.cx + shape.side * MEDIAL_SHARE * (r - shape.r),
    cy: shape.cy + (1 - OVERHANG) * (shape.ry - ry),
    r,
    ry,
    p: (cc * scale ** 3) / hemiEllipsoid(r, ry, 1),
    drop: shape.drop * k,
  };
}

/**
 * The apex carried up by `cm` (a lift, or an implant filling a lax envelope), never
 * above the base centre: it approaches that level smoothly, so a breast that hardly
 * sags changes little.
 */
export function raisedApex(frame: BodyFrame, shape: BreastShape, cm: number): BreastShape {
  if (cm <= 0 || shape.drop <= 0) return shape;
  const knee = UPRIGHT_KNEE_CM * pixelsPerCm(frame);
  const soft = (x: number) => (x + Math.hypot(x, knee)) / 2;
  const free = shape.drop - cm * pixelsPerCm(frame);
  return { ...shape, drop: (shape.drop * soft(free)) / soft(shape.drop) };
}
