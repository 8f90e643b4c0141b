import { type BodyLandmarkName, bothSides } from '@afterlook/domain';
import { distance, type Skeleton, torsoOf } from './landmark-geometry.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

const ARM_POINTS: readonly BodyLandmarkName[] = bothSides('elbow', 'wrist');

/**
 * Whether the arms leave the torso's outline free (front and back views): every elbow
 * and wrist between shoulder and hip height keeps a minimum distance from the torso's
 * midline. Arms raised above the shoulders or hanging below the hips cover nothing.
 */
export function armsAwayFromTorso(skeleton: Skeleton): boolean {
  const { shoulderMid, hipMid } = torsoOf(skeleton);
  const shoulderWidth = distance(skeleton('left_shoulder'), skeleton('right_shoulder'));
  const minOffset = T.armMinOffsetPerShoulderWidth * shoulderWidth;
  return ARM_POINTS.map(skeleton).every((point) => {
    const along = (point.y - shoulderMid.y) / (hipMid.y - shoulderMid.y);
    if (!(along >= 0 && along <= 1)) return true;
    const midlineX = shoulderMid.x + along * (hipMid.x - shoulderMid.x);
    return Math.abs(point.x - midlineX) >= minOffset;
  });
}
