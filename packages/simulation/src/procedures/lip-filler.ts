import { addLipVolume } from '../primitives/lip-volume.ts';
import type { ProcedureGeometry } from './procedure-geometry.ts';
import { FIVE_LEVELS } from './series.ts';

/** Largest gain in vermilion height (0.42 ≈ 40 % fuller, about 1 ml of filler). */
const MAX_GROWTH = 0.42;

/** Lip filler: both lips' vermilion made fuller from the face landmarks' lip contours. */
export const lipFiller: ProcedureGeometry = {
  kind: 'face',
  views: ['HEAD_FRONT'],
  series: FIVE_LEVELS,
  build(field, mouth) {
    addLipVolume(field, mouth, MAX_GROWTH);
  },
};
