import { breastMounds } from '../anatomy/breast-mounds.ts';
import { addBreastVolume, augmentationGrowth } from './breast-augmentation.ts';
import { addBreastLift, liftFor } from './breast-lift.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { implantSeries } from './series.ts';

const IMPLANT_MIN_CC = 200;
const IMPLANT_MAX_CC = 450;
/** The lift part, in torso lengths: a little less than a lift alone, the implant fills the rest. */
const LIFT = 0.07;

/** Augmentation-mastopexy: the breast raised and filled (the two displacements add). */
export const breastLiftAndAugmentation: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  // 50 cc apart: six results, as the implant is secondary to the lift here.
  series: implantSeries(IMPLANT_MIN_CC, IMPLANT_MAX_CC).filter((_, i) => i % 2 === 0),
  build(field, { frame, mask, image }) {
    const growth = augmentationGrowth(IMPLANT_MAX_CC);
    const mounds = breastMounds(frame, mask, image);
    addBreastLift(field, mounds, liftFor(frame, mounds, LIFT));
    for (const mound of mounds) addBreastVolume(field, mound, growth);
    return undefined;
  },
};
