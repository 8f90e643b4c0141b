/**
 * The shape and look of one mannequin figure, in anthropometric units. Procedures
 * change these numbers; the renderer turns them into an image.
 */
export const SKIN_TONES = ['porcelain', 'light', 'medium', 'olive', 'brown', 'deep'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

export const HAIR_COLORS = ['black', 'dark-brown', 'brown', 'auburn', 'blonde'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

/** Colour of the neutral clay swimsuit bands over chest and pelvis. */
export const SUIT_COLORS = ['sand', 'stone', 'charcoal', 'sage', 'terracotta'] as const;
export type SuitColor = (typeof SUIT_COLORS)[number];

export interface FigureParams {
  /** Stature, floor to vertex, metres. */
  readonly heightM: number;
  /** Biacromial breadth (shoulder to shoulder), metres. */
  readonly shoulderWidthM: number;
  /** Volume of each breast mound, cubic centimetres. */
  readonly bustVolumeCc: number;
  /** Of that volume, the breast implant's (cc; 0 for a natural breast). An implant fills the
   * existing skin envelope: it adds projection, not base width (see breasts.ts). */
  readonly bustImplantCc: number;
  /** Breast apex ("nipple line") relative to the inframammary fold, cm; positive = below
   * the fold (ptosis grades: < 0 none, 0–1 grade I, 1–3 grade II, > 3 grade III). */
  readonly bustPtosisCm: number;
  /** Fullness of the upper pole of the breast, 0 (flat, hollow) to 1 (full, round). */
  readonly bustUpperPole: number;
  /** Front-view breadth at the natural waist, metres. */
  readonly waistWidthM: number;
  /** Forward bulge of the lower abdomen (below the navel) over a flat wall, cm. */
  readonly lowerAbdomenCm: number;
  /** Sideways bulge of each flank above the iliac crest ("love handles"), cm. */
  readonly flankCm: number;
  /** Front-view breadth at the hips (greater trochanters), metres. */
  readonly hipWidthM: number;
  /** How far the buttock apex stands behind the back plane of the pelvis, cm. */
  readonly buttockProjectionCm: number;
  /** Height of the buttock apex above its average position, cm (negative = lower). */
  readonly buttockLiftCm: number;
  /** Circumference of the upper thigh just below the gluteal fold, cm. */
  readonly thighCircumferenceCm: number;
  /** Circumference of the upper arm at mid-length, cm. */
  readonly upperArmCircumferenceCm: number;
  /** Vermilion height of the upper lip at its centre, mm. */
  readonly upperLipMm: number;
  /** Vermilion height of the lower lip at its centre, mm. */
  readonly lowerLipMm: number;
  readonly skinTone: SkinTone;
  readonly hairColor: HairColor;
  readonly suitColor: SuitColor;
}

export type NumericFigureParam = {
  [K in keyof FigureParams]: FigureParams[K] extends number ? K : never;
}[keyof FigureParams];

export interface ParamRange {
  readonly min: number;
  readonly max: number;
}

/** Ranges the renderer supports; values outside are clamped by clampFigureParams. */
export const FIGURE_PARAM_RANGES: Readonly<Record<NumericFigureParam, ParamRange>> = {
  heightM: { min: 1.5, max: 1.85 },
  shoulderWidthM: { min: 0.32, max: 0.44 },
  bustVolumeCc: { min: 100, max: 1200 },
  bustImplantCc: { min: 0, max: 800 },
  bustPtosisCm: { min: -3, max: 7 },
  bustUpperPole: { min: 0, max: 1 },
  waistWidthM: { min: 0.22, max: 0.38 },
  lowerAbdomenCm: { min: 0, max: 7 },
  flankCm: { min: 0, max: 4 },
  hipWidthM: { min: 0.31, max: 0.46 },
  buttockProjectionCm: { min: 1, max: 12 },
  buttockLiftCm: { min: -4, max: 5 },
  thighCircumferenceCm: { min: 44, max: 72 },
  upperArmCircumferenceCm: { min: 22, max: 38 },
  upperLipMm: { min: 4, max: 13 },
  lowerLipMm: { min: 6, max: 16 },
};

/** An average adult woman's figure (anthropometric means, rounded). */
export const AVERAGE_FIGURE: FigureParams = {
  heightM: 1.66,
  shoulderWidthM: 0.37,
  bustVolumeCc: 400,
  bustImplantCc: 0,
  bustPtosisCm: -1,
  bustUpperPole: 0.5,
  waistWidthM: 0.27,
  lowerAbdomenCm: 1,
  flankCm: 0.5,
  hipWidthM: 0.37,
  buttockProjectionCm: 5,
  buttockLiftCm: 0,
  thighCircumferenceCm: 56,
  upperArmCircumferenceCm: 28,
  upperLipMm: 7,
  lowerLipMm: 9.5,
  skinTone: 'light',
  hairColor: 'dark-brown',
  suitColor: 'sand',
};

/** The params with every number clamped into FIGURE_PARAM_RANGES (NaN becomes the minimum). */
export function clampFigureParams(params: FigureParams): FigureParams {
  const out: Record<string, unknown> = { ...params };
  for (const [key, range] of Object.entries(FIGURE_PARAM_RANGES)) {
    const value = params[key as NumericFigureParam];
    out[key] = Number.isFinite(value) ? Math.min(range.max, Math.max(range.min, value)) : range.min;
  }
  return out as unknown as FigureParams;
}
