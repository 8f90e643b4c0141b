/** One image of a series: its intensity (the scale of the full displacement) and implant size. */
export interface SeriesStep {
  readonly level: number;
  readonly implant_size_in_cc?: number;
}

/**
 * Five results for the adjustment slider, from subtle (already visible: the
 * smallest change a surgeon would offer) to pronounced.
 */
export const FIVE_LEVELS: readonly SeriesStep[] = [0.4, 0.55, 0.7, 0.85, 1].map((level) => ({
  level,
}));

/** Average natural volume of one breast (cc) that the implant is added to. */
const NATURAL_BREAST_CC = 400;

/**
 * Linear enlargement of the breast's footprint when `cc` are added: a mound on the
 * chest wall widens with about the fourth root of its volume (the base is bounded
 * by the chest; projection takes most of the added volume).
 */
export function breastEnlargement(cc: number): number {
  return ((NATURAL_BREAST_CC + cc) / NATURAL_BREAST_CC) ** 0.25 - 1;
}

/**
 * Implant sizes in 25 cc steps (docs/product/state-machines.md#simulation-flow: the slider shows sizes rounded to
 * 25 cc) with each level the enlargement relative to the largest size.
 */
export function implantSeries(fromCc: number, toCc: number): SeriesStep[] {
  const steps: SeriesStep[] = [];
  const top = breastEnlargement(toCc);
  for (let cc = fromCc; cc <= toCc; cc += 25) {
    steps.push({ level: breastEnlargement(cc) / top, implant_size_in_cc: cc });
  }
  return steps;
}
