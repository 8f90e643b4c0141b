import type { FaceLandmarks, Landmark } from '@afterlook/domain';
import { eyelidY } from './face-paint.ts';
import type { FigureScene } from './figure-scene.ts';
import { EYE, fromCanonical, NOSE_TIP } from './head.ts';
import { lipContourY } from './lips.ts';
import type { Vec3 } from './sdf.ts';
import { projectToImage, type ViewCamera } from './view-camera.ts';

/**
 * The face points the mannequin fills, in this order, each with its index in
 * MediaPipe's 468/478-point face mesh so consumers can map them ("left" is the
 * subject's left, as in the mesh).
 */
export const FACE_POINTS = [
  { name: 'forehead', meshIndex: 10 },
  { name: 'between_eyes', meshIndex: 168 },
  { name: 'nose_tip', meshIndex: 1 },
  { name: 'left_eye_outer', meshIndex: 263 },
  { name: 'left_eye_inner', meshIndex: 362 },
  { name: 'left_eye_upper_lid', meshIndex: 386 },
  { name: 'left_eye_lower_lid', meshIndex: 374 },
  { name: 'left_iris', meshIndex: 473 },
  { name: 'right_eye_outer', meshIndex: 33 },
  { name: 'right_eye_inner', meshIndex: 133 },
  { name: 'right_eye_upper_lid', meshIndex: 159 },
  { name: 'right_eye_lower_lid', meshIndex: 145 },
  { name: 'right_iris', meshIndex: 468 },
  { name: 'mouth_left', meshIndex: 291 },
  { name: 'mouth_right', meshIndex: 61 },
  { name: 'upper_lip_top', meshIndex: 0 },
  { name: 'upper_lip_inner', meshIndex: 13 },
  { name: 'lower_lip_inner', meshIndex: 14 },
  { name: 'lower_lip_bottom', meshIndex: 17 },
  { name: 'chin', meshIndex: 152 },
] as const;

export type FacePointName = (typeof FACE_POINTS)[number]['name'];

/** Points per lip contour, corners included (MediaPipe's contours have 20 too). */
const CONTOUR_POINTS = 20;

/**
 * True face landmarks of a front view (null when the face is turned away), from the
 * face design rather than a detector: FACE_POINTS in order as `points`, and the lip
 * contours as painted and modelled, clockwise on screen from the subject's left
 * mouth corner (so the lower lip comes first in a front view). z is in pixels
 * relative to the head centre, negative toward the camera.
 */
export function figureFaceLandmarks(scene: FigureScene, camera: ViewCamera): FaceLandmarks | null {
  if (camera.facing !== 1) return null;
  const { face } = scene;
  const lips = face.lips;
  const headDepth = projectToImage(camera, face.center).towardCamera;
  const mark = (p: Vec3): Landmark => {
    const q = projectToImage(camera, fromCanonical(face, p));
    const inFrame = q.x >= 0 && q.y >= 0 && q.x < camera.width && q.y < camera.height;
    return {
      x: q.x,
      y: q.y,
      z: -(q.towardCamera - headDepth) / camera.metresPerPixel,
      visibility: inFrame ? 1 : 0,
    };
  };
  const lipZ = (t: number) => 0.072 + 0.012 * (1 - t * t);
  const lid = eyelidY(0);
  const named: Record<FacePointName, Vec3> = {
    forehead: [0, 0.07, 0.083],
    between_eyes: [0, EYE.y + 0.006, 0.074],
    nose_tip: NOSE_TIP,
    left_eye_outer: [EYE.x + EYE.halfWidth, eyelidY(1).upper, 0.058],
    left_eye_inner: [EYE.x - EYE.halfWidth, eyelidY(-1).upper, 0.062],
    left_eye_upper_lid: [EYE.x, lid.upper, 0.067],
    left_eye_lower_lid: [EYE.x, lid.lower, 0.066],
    left_iris: [EYE.x, EYE.y, 0.067],
    right_eye_outer: [-(EYE.x + EYE.halfWidth), eyelidY(1).upper, 0.058],
    right_eye_inner: [-(EYE.x - EYE.halfWidth), eyelidY(-1).upper, 0.062],
    right_eye_upper_lid: [-EYE.x, lid.upper, 0.067],
    right_eye_lower_lid: [-EYE.x, lid.lower, 0.066],
    right_iris: [-EYE.x, EYE.y, 0.067],
    mouth_left: [lips.halfWidth, lips.mouthY + lips.stomion(1), lipZ(1)],
    mouth_right: [-lips.halfWidth, lips.mouthY + lips.stomion(-1), lipZ(1)],
    upper_lip_top: [0, lipContourY(lips, 0).upperOuter, lipZ(0)],
    upper_lip_inner: [0, lipContourY(lips, 0).upperInner, lipZ(0)],
    lower_lip_inner: [0, lipContourY(lips, 0).lowerInner, lipZ(0)],
    lower_lip_bottom: [0, lipContourY(lips, 0).lowerOuter, lipZ(0)],
    chin: [0, -0.109, 0.06],
  };
  // Interior samples, cosine-spaced so the corners are well resolved.
  const inner = Array.from({ length: CONTOUR_POINTS / 2 - 1 }, (_, i) =>
    Math.cos((Math.PI * (i + 1)) / (CONTOUR_POINTS / 2)),
  );
  const contour = (
    lower: 'lowerOuter' | 'lowerInner',
    upper: 'upperOuter' | 'upperInner',
  ): Landmark[] => {
    const at = (t: number, which: typeof lower | typeof upper) =>
      mark([t * lips.halfWidth, lipContourY(lips, t)[which], lipZ(t)]);
    // Subject's left corner (t = 1) → along the lower lip → right corner → back along the upper lip.
    return [
      at(1, lower),
      ...inner.map((t) => at(t, lower)),
      at(-1, lower),
      ...inner.map((t) => at(-t, upper)),
    ];
  };
  return {
    points: FACE_POINTS.map((p) => mark(named[p.name])),
    outerLips: contour('lowerOuter', 'upperOuter'),
    innerLips: contour('lowerInner', 'upperInner'),
  };
}
