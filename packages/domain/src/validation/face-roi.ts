import { invalid, type Validation, valid } from './result.ts';

/**
 * Options of the in-browser face detector (docs/product/validation.md). Like the slider's,
 * these messages describe a developer's mistake, so they are English only.
 */

/** A region of interest in normalized image coordinates, 0 at the top left. */
export interface RegionOfInterest {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const inUnitRange = (value: number): boolean => value >= 0 && value <= 1;

/** Left below right and top below bottom, every edge within 0 to 1. */
export function validateRegionOfInterest(roi: RegionOfInterest): Validation<RegionOfInterest> {
  const { left, top, right, bottom } = roi;
  if (![left, top, right, bottom].every(inUnitRange)) {
    return invalid('region of interest values must be within 0 and 1');
  }
  if (!(left < right)) return invalid(`region of interest left (${left}) must be below right`);
  if (!(top < bottom)) return invalid(`region of interest top (${top}) must be below bottom`);
  return valid({ left, top, right, bottom });
}

/** Image rotation in whole quarter turns: a multiple of 90 degrees (negative allowed). */
export function validateRotationDegrees(degrees: number): Validation<number> {
  return Number.isInteger(degrees) && degrees % 90 === 0
    ? valid(degrees)
    : invalid(`rotation must be a multiple of 90 degrees, got ${degrees}`);
}
