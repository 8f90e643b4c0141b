export { OCCLUDED_VISIBILITY, OUT_OF_FRAME_VISIBILITY } from './body-landmarks.ts';
export { FACE_POINTS, type FacePointName } from './face-landmarks.ts';
export {
  AVERAGE_FIGURE,
  clampFigureParams,
  FIGURE_PARAM_RANGES,
  type FigureParams,
  HAIR_COLORS,
  type HairColor,
  type NumericFigureParam,
  type ParamRange,
  SKIN_TONES,
  type SkinTone,
  SUIT_COLORS,
  type SuitColor,
} from './figure-params.ts';
export { encodeMaskPng, encodePng } from './png.ts';
export {
  IMPLANT_CC,
  implantCcFor,
  MANNEQUIN_PROCEDURES,
  type MannequinProcedure,
  type ParamEffect,
  PROCEDURE_EFFECTS,
  type ProcedureOptions,
  paramsAfterProcedure,
} from './procedure-effects.ts';
export { regionOfInterest } from './region-of-interest.ts';
export {
  DEFAULT_RENDER_SIZE,
  type RenderedFigure,
  type RenderOptions,
  renderFigure,
} from './render-figure.ts';
export {
  mannequinViewFor,
  type ProcedurePair,
  renderProcedurePair,
} from './render-procedure-pair.ts';
export { SAMPLE_MODELS, type SampleModel } from './sample-models.ts';
export { isMannequinView, MANNEQUIN_VIEWS, type MannequinView } from './view-camera.ts';
