export {
  buildDeformation,
  type Deformation,
  type DeformationInput,
  type DeformationResult,
} from './build-deformation.ts';
export type { DisplacementField, PixelBox } from './field/displacement-field.ts';
export { minJacobian } from './field/jacobian.ts';
export { IMPLANT_MAX_CC, IMPLANT_MIN_CC } from './procedures/breast-augmentation.ts';
export type { SeriesStep } from './procedures/series.ts';
export { seriesRegion } from './region-of-interest.ts';
export { type SimulateOptions, simulateProcedure } from './simulate-procedure.ts';
export {
  type AfterImage,
  type SeriesShare,
  SIMULATION_FAILURES,
  type SimulationFailure,
  type SimulationRequest,
  type SimulationResult,
} from './types.ts';
export { warpImage } from './warp/warp-image.ts';
export { warpMask } from './warp/warp-mask.ts';
