import { AVERAGE_FIGURE, type FigureParams } from './figure-params.ts';
import type { MannequinView } from './view-camera.ts';

export interface SampleModel {
  /** Stable id, also the file name. */
  readonly id: string;
  readonly view: MannequinView;
  /** Why this "before" makes the view's procedures worth simulating. */
  readonly note: string;
  readonly params: FigureParams;
}

const figure = (overrides: Partial<FigureParams>): FigureParams => ({
  ...AVERAGE_FIGURE,
  ...overrides,
});

const SLIM = {
  shoulderWidthM: 0.355,
  waistWidthM: 0.245,
  hipWidthM: 0.345,
  thighCircumferenceCm: 50,
  upperArmCircumferenceCm: 25,
};
const CURVY = {
  shoulderWidthM: 0.38,
  waistWidthM: 0.3,
  hipWidthM: 0.42,
  thighCircumferenceCm: 63,
  upperArmCircumferenceCm: 31,
};

/**
 * Three sample models per view the AI-supported procedures use, varied in build
 * and skin tone, each with a "before" that gives the procedure something to do.
 */
export const SAMPLE_MODELS: readonly SampleModel[] = [
  {
    id: 'torso-amara',
    view: 'TORSO_FRONT',
    note: 'average build, moderate volume with grade II ptosis: lift, augmentation or both',
    params: figure({
      skinTone: 'deep',
      hairColor: 'black',
      suitColor: 'sand',
      bustVolumeCc: 380,
      bustPtosisCm: 2,
      bustUpperPole: 0.3,
    }),
  },
  {
    id: 'torso-lena',
    view: 'TORSO_FRONT',
    note: 'slim build, small volume, flat upper pole: augmentation',
    params: figure({
      ...SLIM,
      heightM: 1.7,
      skinTone: 'porcelain',
      hairColor: 'blonde',
      suitColor: 'stone',
      bustVolumeCc: 230,
      bustPtosisCm: 0,
      bustUpperPole: 0.2,
    }),
  },
  {
    id: 'torso-sofia',
    view: 'TORSO_FRONT',
    note: 'curvy build, large volume with grade III ptosis: reduction or lift',
    params: figure({
      ...CURVY,
      heightM: 1.62,
      skinTone: 'olive',
      hairColor: 'dark-brown',
      suitColor: 'charcoal',
      bustVolumeCc: 760,
      bustPtosisCm: 4,
      bustUpperPole: 0.25,
    }),
  },
  {
    id: 'body-nora',
    view: 'BODY_FRONT',
    note: 'average build, lower-abdomen pooch and soft flanks: tummy tuck or liposuction',
    params: figure({
      skinTone: 'light',
      hairColor: 'brown',
      suitColor: 'sage',
      lowerAbdomenCm: 4,
      flankCm: 2,
      waistWidthM: 0.285,
    }),
  },
  {
    id: 'body-keisha',
    view: 'BODY_FRONT',
    note: 'curvy build, pronounced lower abdomen and flanks: tummy tuck',
    params: figure({
      ...CURVY,
      skinTone: 'brown',
      hairColor: 'black',
      suitColor: 'terracotta',
      waistWidthM: 0.32,
      lowerAbdomenCm: 5.5,
      flankCm: 3,
    }),
  },
  {
    id: 'body-mei',
    view: 'BODY_FRONT',
    note: 'slim build with a small pooch and flanks: liposuction',
    params: figure({
      ...SLIM,
      heightM: 1.6,
      skinTone: 'medium',
      hairColor: 'black',
      suitColor: 'charcoal',
      waistWidthM: 0.26,
      lowerAbdomenCm: 3,
      flankCm: 1.8,
    }),
  },
  {
    id: 'back-carmen',
    view: 'BODY_BACK',
    note: 'average build, flat and low buttocks: BBL',
    params: figure({
      skinTone: 'medium',
      hairColor: 'dark-brown',
      suitColor: 'charcoal',
      buttockProjectionCm: 2.5,
      buttockLiftCm: -1.5,
      flankCm: 1.5,
      waistWidthM: 0.28,
    }),
  },
  {
    id: 'back-zoe',
    view: 'BODY_BACK',
    note: 'slim build, flat buttocks: BBL',
    params: figure({
      ...SLIM,
      heightM: 1.72,
      skinTone: 'deep',
      hairColor: 'black',
      suitColor: 'sand',
      buttockProjectionCm: 2,
      buttockLiftCm: -1,
    }),
  },
  {
    id: 'back-ingrid',
    view: 'BODY_BACK',
    note: 'curvy build, low buttocks and full flanks: BBL with flank contouring',
    params: figure({
      ...CURVY,
      skinTone: 'porcelain',
      hairColor: 'auburn',
      suitColor: 'stone',
      buttockProjectionCm: 3.5,
      buttockLiftCm: -2.5,
      flankCm: 2.5,
      waistWidthM: 0.31,
    }),
  },
  {
    id: 'head-aiko',
    view: 'HEAD_FRONT',
    note: 'thin lips: lip filler',
    params: figure({
      skinTone: 'light',
      hairColor: 'black',
      suitColor: 'stone',
      upperLipMm: 5,
      lowerLipMm: 7,
    }),
  },
  {
    id: 'head-nia',
    view: 'HEAD_FRONT',
    note: 'moderate lips, thin upper lip: lip filler',
    params: figure({
      skinTone: 'brown',
      hairColor: 'black',
      suitColor: 'sand',
      upperLipMm: 6,
      lowerLipMm: 9.5,
    }),
  },
  {
    id: 'head-elena',
    view: 'HEAD_FRONT',
    note: 'thin lips, average face: lip filler',
    params: figure({
      skinTone: 'olive',
      hairColor: 'auburn',
      suitColor: 'terracotta',
      upperLipMm: 5.5,
      lowerLipMm: 8,
    }),
  },
];
