import {
  type BodyLandmarkName,
  type BodyLandmarks,
  bodyLandmarkIndex,
  type FaceLandmarks,
  type Landmark,
  type ViewType,
} from '@afterlook/domain';
import type { ViewVerdict, VisionReason } from './vision-reason.ts';

/** A landmark counts as seen at MediaPipe's usual visibility cut-off, and inside the frame. */
const MIN_VISIBILITY = 0.5;
/** Mid-shoulder to mid-hip as a share of the image height, below which the body is too small to edit. */
const MIN_TORSO_SHARE = { BODY: 0.1, TORSO: 0.15 } as const;
/** Face width as a share of the image's short side. */
const MIN_FACE_SHARE = 0.1;
/** Nose tip between the cheek edges, 0..1 from the subject's right: 0.5 is frontal, the range allows ~30° of turn. */
const FRONTAL_NOSE_RANGE = [0.25, 0.75] as const;
const [NOSE_TIP, RIGHT_CHEEK, LEFT_CHEEK] = [1, 234, 454] as const;

export interface Subject {
  readonly width: number;
  readonly height: number;
  readonly body: BodyLandmarks | null;
  readonly face: FaceLandmarks | null;
}

const fail = (reason: VisionReason): ViewVerdict => ({ ok: false, reason });
const OK: ViewVerdict = { ok: true };

/**
 * A first gate on the photo from geometry alone: is the subject there, big enough,
 * in frame and turned the way the view asks. Finer pose quality per view (exact
 * angles of obliques and profiles) belongs to packages/pose.
 */
export function judgeView(view: ViewType, subject: Subject): ViewVerdict {
  if (view.startsWith('HEAD_')) return judgeHead(view, subject);
  return judgeBody(view, subject);
}

function judgeHead(view: ViewType, { face, width, height }: Subject): ViewVerdict {
  if (face === null) return fail('face_not_found');
  const at = (i: number): Landmark => face.points[i] as Landmark;
  const xs = face.points.map((p) => p.x);
  if (Math.max(...xs) - Math.min(...xs) < MIN_FACE_SHARE * Math.min(width, height)) {
    return fail('person_too_small');
  }
  if (view === 'HEAD_FRONT') {
    const span = at(LEFT_CHEEK).x - at(RIGHT_CHEEK).x;
    const nose = span === 0 ? 0 : (at(NOSE_TIP).x - at(RIGHT_CHEEK).x) / span;
    if (nose < FRONTAL_NOSE_RANGE[0] || nose > FRONTAL_NOSE_RANGE[1])
      return fail('turn_to_face_camera');
  }
  return OK;
}

function judgeBody(view: ViewType, { body, width, height }: Subject): ViewVerdict {
  if (body === null) return fail('no_person');
  const point = (name: BodyLandmarkName): Landmark => body[bodyLandmarkIndex(name)] as Landmark;
  const seen = (name: BodyLandmarkName): boolean => {
    const p = point(name);
    return p.visibility >= MIN_VISIBILITY && p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
  };
  const mid = (a: BodyLandmarkName, b: BodyLandmarkName) => ({
    x: (point(a).x + point(b).x) / 2,
    y: (point(a).y + point(b).y) / 2,
  });
  const shoulders = mid('left_shoulder', 'right_shoulder');
  const hips = mid('left_hip', 'right_hip');
  const family = view.startsWith('TORSO_') ? 'TORSO' : 'BODY';
  if (Math.hypot(shoulders.x - hips.x, shoulders.y - hips.y) < MIN_TORSO_SHARE[family] * height) {
    return fail('person_too_small');
  }

  // Front and back views show both sides; profiles and obliques may hide the far one.
  const bothSides = view.endsWith('_FRONT') || view === 'BODY_BACK';
  const has = (part: 'shoulder' | 'hip' | 'knee'): boolean =>
    bothSides
      ? seen(`left_${part}`) && seen(`right_${part}`)
      : seen(`left_${part}`) || seen(`right_${part}`);
  const parts =
    family === 'TORSO' ? (['shoulder', 'hip'] as const) : (['shoulder', 'hip', 'knee'] as const);
  if (!parts.every(has))
    return fail(family === 'TORSO' ? 'torso_not_in_frame' : 'body_not_in_frame');

  // Facing the camera, the subject's left shoulder is on the image's right.
  const frontOrder = point('left_shoulder').x > point('right_shoulder').x;
  const faceSeen = seen('nose') || seen('left_eye') || seen('right_eye');
  if (view.endsWith('_FRONT') && (!frontOrder || !faceSeen)) return fail('turn_to_face_camera');
  if (view === 'BODY_BACK' && frontOrder && faceSeen) return fail('turn_your_back');
  return OK;
}
