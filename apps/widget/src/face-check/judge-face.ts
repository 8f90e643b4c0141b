import { FACE_CHECK, type ViewType } from '@afterlook/domain';
import { FACE_OK, type FaceVerdict, faceCheckApplies, faceIssue } from './face-verdict.ts';

export interface FacePoint {
  readonly x: number;
  readonly y: number;
}

/** A face the detector found, in the image's pixels. */
export interface FoundFace {
  readonly score: number;
  readonly box: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /**
   * MediaPipe's six face keypoints, the subject's own sides: right eye, left eye, nose
   * tip, mouth centre, right ear tragion, left ear tragion.
   */
  readonly keypoints: readonly FacePoint[];
}

const [RIGHT_EYE, LEFT_EYE, NOSE_TIP] = [0, 1, 2] as const;

/**
 * How far the head is turned: the nose tip's offset from the eyes' midpoint along the
 * eye line, as a share of the distance between the eyes (0 facing the camera, ±0.5 with
 * the nose in front of an eye). Measured along the eye line, a tilted head or a photo
 * taken sideways reads the same. Null without the keypoints.
 */
export function noseOffset(face: FoundFace): number | null {
  const right = face.keypoints[RIGHT_EYE];
  const left = face.keypoints[LEFT_EYE];
  const nose = face.keypoints[NOSE_TIP];
  if (!right || !left || !nose) return null;
  const eyeX = left.x - right.x;
  const eyeY = left.y - right.y;
  const eyes = Math.hypot(eyeX, eyeY);
  if (eyes === 0) return null;
  const midX = (left.x + right.x) / 2;
  const midY = (left.y + right.y) / 2;
  return ((nose.x - midX) * eyeX + (nose.y - midY) * eyeY) / (eyes * eyes);
}

/**
 * The verdict on what the detector found for a view: no face → no_face; on the head's
 * front view, a main face turned past FACE_CHECK.maxNoseOffset → face_turned. One face
 * is judged (FACE_DETECTOR_DEFAULTS: one face): the largest, the patient's own in a
 * selfie, as the server picks it. Views the check does not cover pass.
 */
export function judgeFace(faces: readonly FoundFace[], view: ViewType): FaceVerdict {
  if (!faceCheckApplies(view)) return FACE_OK;
  const main = faces.reduce<FoundFace | null>(
    (largest, face) =>
      largest === null || face.box.width * face.box.height > largest.box.width * largest.box.height
        ? face
        : largest,
    null,
  );
  if (main === null) return faceIssue('no_face');
  const offset = noseOffset(main);
  if (offset !== null && Math.abs(offset) > FACE_CHECK.maxNoseOffset) {
    return faceIssue('face_turned');
  }
  return FACE_OK;
}
