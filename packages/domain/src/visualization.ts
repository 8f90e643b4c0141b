import type { Procedure } from './procedures.ts';

/**
 * Rules of the photo → simulation → result path that the widget's flows share
 * (docs/product/shared-screens.md, state-machines.md#simulation-flow, limits.md).
 */

/** The simulation engine works on images whose long side is this many pixels; the browser downscales to it before upload. */
export const PHOTO_WORKING_LONG_SIDE_PX = 1024;

/** Size of an image scaled down (never up) so that its long side fits `longSide`. */
export function fitLongSide(
  width: number,
  height: number,
  longSide: number = PHOTO_WORKING_LONG_SIDE_PX,
): { width: number; height: number } {
  if (!(width > 0 && height > 0))
    throw new RangeError(`Image size must be positive: ${width}×${height}`);
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** How long the widget waits for a simulation result, and how it rides out network blips. */
export const RESULT_LIMITS = {
  /** Give up waiting for the metadata after this long (the poll itself runs every 500 ms, NETWORK_TIMING). */
  pollTimeoutMs: 120_000,
  /** A network failure (not an HTTP answer) while polling is retried this many times in a row. */
  transientRetries: 3,
  /** Pause before such a retry. */
  transientRetryDelayMs: 1_000,
} as const;

/** Which adjustment the slider under the result makes (docs/product/shared-screens.md). */
export type AdjustmentKind = 'implantSize' | 'lift' | 'bbl' | 'result';

/** Breast augmentation family: their after images differ by implant size. */
const IMPLANT_PROCEDURES: ReadonlySet<Procedure> = new Set([
  'BREAST_AUGMENTATION',
  'BREAST_LIFT_AND_AUGMENTATION',
]);

/**
 * The adjustment slider's label by procedure: 'Adjust the implant size' for the breast
 * augmentation family, 'Adjust amount of lift' for a breast lift, 'Adjust BBL amount'
 * for a BBL and 'Adjust the result' otherwise.
 */
export function adjustmentKind(procedure: Procedure): AdjustmentKind {
  if (IMPLANT_PROCEDURES.has(procedure)) return 'implantSize';
  if (procedure === 'BREAST_LIFT') return 'lift';
  if (procedure === 'BBL') return 'bbl';
  return 'result';
}

/** The after image the slider starts on: the middle of the series (docs/product/state-machines.md#simulation-flow). */
export const middleIndex = (count: number): number => Math.max(0, Math.floor(count / 2));

/** Where the before/after divider settles when released: 1 above the threshold, else 0 (docs/product/state-machines.md#lead-forms). */
export const snapDivider = (position: number, threshold = 0.5): 0 | 1 =>
  position > threshold ? 1 : 0;
