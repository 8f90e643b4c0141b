import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import { clampFigureParams, type FigureParams, type NumericFigureParam } from './figure-params.ts';

/** The procedures the mannequin renders ground truth for: the AI-supported ones. */
export const MANNEQUIN_PROCEDURES = AI_SUPPORTED_PROCEDURES;
export type MannequinProcedure = (typeof MANNEQUIN_PROCEDURES)[number];

/**
 * One change a procedure makes to a figure parameter. `add` adds the amount (in the
 * parameter's own unit); `scale` multiplies by (1 - amount), i.e. removes that
 * fraction. The amount goes linearly from `subtle` at level 0 to `pronounced` at 1.
 */
export interface ParamEffect {
  readonly param: NumericFigureParam;
  readonly change: 'add' | 'scale';
  readonly subtle: number;
  readonly pronounced: number;
}

/**
 * How each procedure reshapes the body, per level (the engine's subtle → pronounced
 * scale). Breast augmentation's volume comes from the implant size instead
 * (IMPLANT_CC, or options.implantCc).
 */
export const PROCEDURE_EFFECTS: Readonly<Record<MannequinProcedure, readonly ParamEffect[]>> = {
  BREAST_AUGMENTATION: [
    { param: 'bustUpperPole', change: 'add', subtle: 0.25, pronounced: 0.5 },
    // The implant fills the skin envelope and lifts the apex a little.
    { param: 'bustPtosisCm', change: 'add', subtle: -0.5, pronounced: -1.5 },
  ],
  BREAST_LIFT: [
    { param: 'bustPtosisCm', change: 'add', subtle: -2, pronounced: -5 },
    { param: 'bustUpperPole', change: 'add', subtle: 0.1, pronounced: 0.25 },
  ],
  BREAST_REDUCTION: [
    { param: 'bustVolumeCc', change: 'scale', subtle: 0.2, pronounced: 0.45 },
    // Reduction removes the lower pole's excess skin, which lifts the apex.
    { param: 'bustPtosisCm', change: 'add', subtle: -1, pronounced: -2.5 },
  ],
  BREAST_LIFT_AND_AUGMENTATION: [
    { param: 'bustPtosisCm', change: 'add', subtle: -2.5, pronounced: -6 },
    { param: 'bustUpperPole', change: 'add', subtle: 0.3, pronounced: 0.6 },
  ],
  TUMMY_TUCK: [
    { param: 'lowerAbdomenCm', change: 'scale', subtle: 0.6, pronounced: 1 },
    { param: 'waistWidthM', change: 'add', subtle: -0.005, pronounced: -0.02 },
    { param: 'flankCm', change: 'scale', subtle: 0.1, pronounced: 0.3 },
  ],
  ABDOMEN_LIPOSUCTION: [
    { param: 'flankCm', change: 'scale', subtle: 0.5, pronounced: 0.9 },
    { param: 'waistWidthM', change: 'add', subtle: -0.01, pronounced: -0.035 },
    { param: 'lowerAbdomenCm', change: 'scale', subtle: 0.2, pronounced: 0.5 },
  ],
  BBL: [
    { param: 'buttockProjectionCm', change: 'add', subtle: 1.5, pronounced: 4.5 },
    { param: 'buttockLiftCm', change: 'add', subtle: 1, pronounced: 3 },
    // Fat for the graft comes from the waist and flanks.
    { param: 'waistWidthM', change: 'add', subtle: -0.01, pronounced: -0.03 },
    { param: 'flankCm', change: 'scale', subtle: 0.3, pronounced: 0.7 },
  ],
  LIP_FILLER: [
    { param: 'upperLipMm', change: 'add', subtle: 1.2, pronounced: 3 },
    { param: 'lowerLipMm', change: 'add', subtle: 1.5, pronounced: 3.5 },
  ],
};

/** Implant volume per breast (cc) for augmentation, subtle → pronounced. */
export const IMPLANT_CC = { subtle: 200, pronounced: 450 } as const;

export interface ProcedureOptions {
  /** Breast augmentation (alone or with a lift): implant volume per breast, cc. */
  readonly implantCc?: number;
}

const hasImplant = (procedure: MannequinProcedure) =>
  procedure === 'BREAST_AUGMENTATION' || procedure === 'BREAST_LIFT_AND_AUGMENTATION';

/** Implant size for a level, unless the caller chose one. */
export function implantCcFor(level: number, options: ProcedureOptions = {}): number {
  const t = Math.min(1, Math.max(0, level));
  return options.implantCc ?? IMPLANT_CC.subtle + (IMPLANT_CC.pronounced - IMPLANT_CC.subtle) * t;
}

/** The figure after a procedure at `level` (0 subtle … 1 pronounced), clamped to the supported ranges. */
export function paramsAfterProcedure(
  before: FigureParams,
  procedure: MannequinProcedure,
  level: number,
  options: ProcedureOptions = {},
): FigureParams {
  if (!Number.isFinite(level)) throw new RangeError(`level must be a number in 0..1, got ${level}`);
  const t = Math.min(1, Math.max(0, level));
  const after: Record<string, unknown> = { ...before };
  for (const e of PROCEDURE_EFFECTS[procedure]) {
    const amount = e.subtle + (e.pronounced - e.subtle) * t;
    const value = after[e.param] as number;
    after[e.param] = e.change === 'add' ? value + amount : value * (1 - amount);
  }
  if (hasImplant(procedure)) {
    const cc = implantCcFor(t, options);
    after.bustVolumeCc = (after.bustVolumeCc as number) + cc;
    after.bustImplantCc = (after.bustImplantCc as number) + cc;
  }
  return clampFigureParams(after as unknown as FigureParams);
}
