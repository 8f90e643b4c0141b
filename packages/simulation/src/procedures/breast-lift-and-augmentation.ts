import { augmentedShape, subjectImplantSeries } from './breast-augmentation.ts';
import { LIFT_CM } from './breast-lift.ts';
import { breastProcedure } from './procedure-geometry.ts';
import { reshapeBothBreasts } from './reshape-both-breasts.ts';
import { implantSeries } from './series.ts';

const IMPLANT_MIN_CC = 200;
const IMPLANT_MAX_CC = 450;

/** Augmentation-mastopexy: the apex raised as a lift does (as far as the sag allows) and the breast filled by the implant. */
export const breastLiftAndAugmentation = breastProcedure({
  // 50 cc apart: six results, as the implant is secondary to the lift here.
  series: implantSeries(IMPLANT_MIN_CC, IMPLANT_MAX_CC).filter((_, i) => i % 2 === 0),
  build(field, body) {
    const { frame } = body;
    const shapes = reshapeBothBreasts(field, body, (shape) =>
      augmentedShape(frame, shape, IMPLANT_MAX_CC, LIFT_CM.pronounced),
    );
    return subjectImplantSeries(frame, shapes, IMPLANT_MIN_CC, IMPLANT_MAX_CC, 2, LIFT_CM);
  },
});
