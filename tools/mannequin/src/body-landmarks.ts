import type { BodyLandmarkName, BodyLandmarks, Landmark } from '@afterlook/domain';
import { BODY_LANDMARK_NAMES } from '@afterlook/domain';
import { depthProbe, seenByCamera } from './depth-probe.ts';
import type { FigureScene } from './figure-scene.ts';
import { EAR, EYE, fromCanonical, NOSE_TIP } from './head.ts';
import type { CompiledScene } from './scene-distance.ts';
import type { Vec3 } from './sdf.ts';
import type { Sided } from './skeleton.ts';
import { projectToImage, type ViewCamera } from './view-camera.ts';

/** Visibility of a landmark hidden behind the body, and of one outside the frame. */
export const OCCLUDED_VISIBILITY = 0.2;
export const OUT_OF_FRAME_VISIBILITY = 0;

interface TruePoint {
  readonly at: Vec3;
  /** How deep under the first surface the point may lie and still count as seen:
   * ~0 for surface points (nose, fingertips), the limb's radius for joint centres. */
  readonly depth: number;
}

const sided = <T>(s: Sided<T>, side: 'left' | 'right'): T => s[side];

/** The 33 true points of the figure, from its skeleton and face design (body space). */
function truePoints(scene: FigureScene): Record<BodyLandmarkName, TruePoint> {
  const { skeleton: k, face, hands } = scene;
  const c = (p: Vec3) => fromCanonical(face, p);
  const eyeZ = 0.066;
  const mouth = (s: 1 | -1): Vec3 =>
    c([s * face.lips.halfWidth, face.lips.mouthY + face.lips.stomion(1), 0.072]);
  const surface = (at: Vec3): TruePoint => ({ at, depth: 0.02 });
  const joint = (at: Vec3, depth: number): TruePoint => ({ at, depth });
  const limbs = (side: 'left' | 'right', s: 1 | -1) => ({
    [`${side}_eye_inner`]: surface(c([s * (EYE.x - EYE.halfWidth * 0.9), EYE.y, eyeZ - 0.004])),
    [`${side}_eye`]: surface(c([s * EYE.x, EYE.y, eyeZ])),
    [`${side}_eye_outer`]: surface(c([s * (EYE.x + EYE.halfWidth), EYE.y + 0.001, eyeZ - 0.008])),
    [`${side}_ear`]: joint(c([s * EAR[0], EAR[1], EAR[2]]), 0.03),
    [`mouth_${side}`]: surface(mouth(s)),
    [`${side}_shoulder`]: joint(sided(k.shoulder, side), 0.07),
    [`${side}_elbow`]: joint(sided(k.elbow, side), 0.05),
    [`${side}_wrist`]: joint(sided(k.wrist, side), 0.04),
    [`${side}_pinky`]: surface(sided(hands, side).pinky),
    [`${side}_index`]: surface(sided(hands, side).index),
    [`${side}_thumb`]: surface(sided(hands, side).thumb),
    [`${side}_hip`]: joint(sided(k.hip, side), 0.14),
    [`${side}_knee`]: joint(sided(k.knee, side), 0.065),
    [`${side}_ankle`]: joint(sided(k.ankle, side), 0.045),
    [`${side}_heel`]: surface(sided(k.heel, side)),
    [`${side}_foot_index`]: surface(sided(k.toe, side)),
  });
  return {
    nose: surface(c(NOSE_TIP)),
    ...limbs('left', 1),
    ...limbs('right', -1),
  } as Record<BodyLandmarkName, TruePoint>;
}

/**
 * The figure's true body landmarks in MediaPipe's 33-point topology: projected
 * skeleton joints and face points in image pixels (the subject's own left/right),
 * z in pixels relative to the hip midpoint (negative = nearer the camera, as
 * MediaPipe's), visibility 1 when seen, OCCLUDED_VISIBILITY when the body hides
 * it (e.g. the face in a back view), OUT_OF_FRAME_VISIBILITY outside the image.
 */
export function figureBodyLandmarks(
  scene: FigureScene,
  camera: ViewCamera,
  compiled?: CompiledScene,
): BodyLandmarks {
  const points = truePoints(scene);
  const probe = depthProbe(scene, camera, compiled);
  const hipMid: Vec3 = [
    (scene.skeleton.hip.left[0] + scene.skeleton.hip.right[0]) / 2,
    scene.skeleton.hip.left[1],
    scene.skeleton.hip.left[2],
  ];
  const hipDepth = projectToImage(camera, hipMid).towardCamera;
  return BODY_LANDMARK_NAMES.map((name): Landmark => {
    const { at, depth } = points[name];
    const p = projectToImage(camera, at);
    const inFrame = p.x >= 0 && p.y >= 0 && p.x < camera.width && p.y < camera.height;
    const visibility = !inFrame
      ? OUT_OF_FRAME_VISIBILITY
      : seenByCamera(probe, camera, at, depth)
        ? 1
        : OCCLUDED_VISIBILITY;
    return { x: p.x, y: p.y, z: -(p.towardCamera - hipDepth) / camera.metresPerPixel, visibility };
  });
}
