import { breastMounds } from '../anatomy/breast-mounds.ts';
import { augmentedOutline, subjectImplantSeries } from './breast-augmentation.ts';
import { liftFor } from './breast-lift.ts';
import { reshapeBreast } from './breast-outline.ts';
import { FRONT_TORSO_VIEWS, type ProcedureGeometry } from './procedure-geometry.ts';
import { implantSeries } from './series.ts';

const IMPLANT_MIN_CC = 200;
const IMPLANT_MAX_CC = 450;
/** The lift part, in torso lengths at most: the measured sag, the implant filling the rest. */
const LIFT = 0.08;

/** Augmentation-mastopexy: the lower pole raised by the measured sag and the breast filled. */
export const breastLiftAndAugmentation: ProcedureGeometry = {
  kind: 'body',
  focusLevel: 0.33,
  views: FRONT_TORSO_VIEWS,
  // 50 cc apart: six results, as the implant is secondary to the lift here.
  series: implantSeries(IMPLANT_MIN_CC, IMPLANT_MAX_CC).filter((_, i) => i % 2 === 0),
  build(field, { frame, mask, image }) {
    const mounds = breastMounds(frame, mask, image);
    const lift = liftFor(frame, mounds, LIFT);
    for (const mound of mounds)
      reshapeBreast(field, mound, augmentedOutline(frame, mound, IMPLANT_MAX_CC, lift));
    return subjectImplantSeries(frame, mounds, IMPLANT_MIN_CC, IMPLANT_MAX_CC, 2);
  },
};
