import type { BodyLandmarkName, BodyLandmarks, Landmark, PersonMask } from '@afterlook/domain';
import { bodyLandmarkIndex } from '@afterlook/domain';
import type { MannequinProcedure } from './procedure-effects.ts';

const at = (landmarks: BodyLandmarks, name: BodyLandmarkName): Landmark => {
  const l = landmarks[bodyLandmarkIndex(name)];
  if (!l) throw new RangeError(`landmarks lack ${name}: expected 33 points`);
  return l;
};

/**
 * Where a procedure may change a render of the figure: the body region it reshapes
 * plus a margin for the soft shading (occlusion, blends) that follows the shape.
 * Derived from image-space landmarks, so it fits any view framing and size.
 * Binary mask: 255 inside, 0 outside.
 */
export function regionOfInterest(
  procedure: MannequinProcedure,
  landmarks: BodyLandmarks,
  size: { readonly width: number; readonly height: number },
): PersonMask {
  const { width, height } = size;
  const data = new Uint8Array(width * height);
  const shoulderL = at(landmarks, 'left_shoulder');
  const shoulderR = at(landmarks, 'right_shoulder');
  const hipL = at(landmarks, 'left_hip');
  const hipR = at(landmarks, 'right_hip');
  const shoulderY = (shoulderL.y + shoulderR.y) / 2;
  const hipY = (hipL.y + hipR.y) / 2;
  const torso = hipY - shoulderY;
  const span = Math.abs(shoulderL.x - shoulderR.x);
  const wrists = [at(landmarks, 'left_wrist').x, at(landmarks, 'right_wrist').x];
  const elbows = [at(landmarks, 'left_elbow').x, at(landmarks, 'right_elbow').x];
  const armsLeft = Math.min(...wrists, ...elbows) - 0.12 * span;
  const armsRight = Math.max(...wrists, ...elbows) + 0.12 * span;

  /** A horizontal band of the body from `top` to `bottom`, wide enough for both arms. */
  const fillArmToArm = (top: number, bottom: number) => {
    const x0 = Math.max(0, Math.floor(armsLeft));
    const x1 = Math.min(width, Math.ceil(armsRight));
    const y0 = Math.max(0, Math.floor(top));
    const y1 = Math.min(height, Math.ceil(bottom));
    for (let y = y0; y < y1; y++) data.fill(255, y * width + x0, y * width + x1);
  };

  switch (procedure) {
    case 'BREAST_AUGMENTATION':
    case 'BREAST_LIFT':
    case 'BREAST_REDUCTION':
    case 'BREAST_LIFT_AND_AUGMENTATION':
      // The chest band from the collarbones to below the fold, arm to arm.
      fillArmToArm(shoulderY - 0.04 * torso, shoulderY + 0.75 * torso);
      break;
    case 'TUMMY_TUCK':
    case 'ABDOMEN_LIPOSUCTION':
      // From under the bust to the upper thighs, including the hanging arms beside it.
      fillArmToArm(shoulderY + 0.28 * torso, hipY + 0.32 * torso);
      break;
    case 'BBL':
      // Waist, flanks, hips and buttocks down past the gluteal fold.
      fillArmToArm(shoulderY + 0.28 * torso, hipY + 0.8 * torso);
      break;
    case 'LIP_FILLER': {
      const mouthL = at(landmarks, 'mouth_left');
      const mouthR = at(landmarks, 'mouth_right');
      const cx = (mouthL.x + mouthR.x) / 2;
      const cy = (mouthL.y + mouthR.y) / 2;
      const w = Math.abs(mouthL.x - mouthR.x);
      // An ellipse from the nose base to the chin, a little wider than the mouth.
      const rx = 1.0 * w;
      const ry = 0.85 * w;
      for (
        let y = Math.max(0, Math.floor(cy - ry));
        y < Math.min(height, Math.ceil(cy + ry));
        y++
      ) {
        for (
          let x = Math.max(0, Math.floor(cx - rx));
          x < Math.min(width, Math.ceil(cx + rx));
          x++
        ) {
          if (((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1)
            data[y * width + x] = 255;
        }
      }
      break;
    }
  }
  return { width, height, data };
}
