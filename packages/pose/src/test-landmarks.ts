import type { BodyLandmarkName, BodyLandmarks, Landmark, ViewType } from '@afterlook/domain';
import { bodyLandmarkIndex } from '@afterlook/domain';
import type { SyntheticPoseOptions } from './synthetic-pose.ts';
import { viewTarget } from './view-target.ts';

/** Test-only edits and scenes over landmark lists (the generator stays free of test knobs). */

export const FRAME = { width: 720, height: 720 } as const;

/** Every point moved by (dx, dy) pixels. */
export const shifted = (landmarks: BodyLandmarks, dx: number, dy: number): BodyLandmarks =>
  landmarks.map((point) => ({ ...point, x: point.x + dx, y: point.y + dy }));

/** One named point replaced by `edit` of itself. */
export function edited(
  landmarks: BodyLandmarks,
  name: BodyLandmarkName,
  edit: (point: Landmark) => Partial<Landmark>,
): BodyLandmarks {
  const index = bodyLandmarkIndex(name);
  return landmarks.map((point, i) => (i === index ? { ...point, ...edit(point) } : point));
}

export const point = (landmarks: BodyLandmarks, name: BodyLandmarkName): Landmark =>
  landmarks[bodyLandmarkIndex(name)] as Landmark;

/**
 * Where each view family is shot from: BODY with the phone on a waist-high table and the
 * patient far enough back for head and feet; TORSO closer; HEAD with the phone at face
 * height about an arm's length away.
 */
export function sceneFor(view: ViewType, statureM = 1.65): SyntheticPoseOptions {
  const { family, yawDeg } = viewTarget(view);
  // The generator scales the head with stature, so the head distance scales too.
  if (family === 'HEAD') {
    return { yawDeg, statureM, distanceM: (0.6 * statureM) / 1.65, cameraHeightM: 0.91 * statureM };
  }
  const distanceM = ((family === 'TORSO' ? 1.6 : 2.2) * statureM) / 1.65;
  return { yawDeg, statureM, distanceM };
}
