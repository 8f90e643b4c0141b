import { IMPLANT_SIZE } from '../constants.ts';

/**
 * Implant size as shown to the patient: the nearest multiple of 25 cc
 * (docs/product/state-machines.md#simulation-flow); halves round up. A non-finite size is a caller bug.
 */
export function implantSizeForDisplay(sizeCc: number): number {
  if (!Number.isFinite(sizeCc)) throw new RangeError(`Implant size must be finite: ${sizeCc}`);
  const step = IMPLANT_SIZE.displayRoundingCc;
  // `+ 0` turns -0 (from rounding small negatives) into 0.
  return Math.round(sizeCc / step) * step + 0;
}
