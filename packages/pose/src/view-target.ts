import type { ViewType } from '@afterlook/domain';

/** What a view frames: the whole body, shoulders to hips, or the head. */
export type ViewFamily = 'BODY' | 'TORSO' | 'HEAD';

/**
 * The patient's yaw a view asks for, in degrees about the vertical axis: 0 faces the
 * camera, positive is turned to the patient's own left, 180 is the back to the camera.
 * `*_LEFT_45` / `*_LEFT` are reached by turning 45° / 90° to one's left (the spoken
 * instruction), so the camera then sees the patient's right side.
 */
export interface ViewTarget {
  readonly family: ViewFamily;
  readonly yawDeg: 0 | 45 | 90 | -45 | -90 | 180;
}

const YAW_BY_SUFFIX = {
  FRONT: 0,
  LEFT_45: 45,
  LEFT: 90,
  RIGHT_45: -45,
  RIGHT: -90,
  BACK: 180,
} as const satisfies Record<string, ViewTarget['yawDeg']>;

type Suffix = keyof typeof YAW_BY_SUFFIX;

/** Family and yaw of a view, read from its name (`BODY_LEFT_45` → BODY, +45°). */
export function viewTarget(view: ViewType): ViewTarget {
  const separator = view.indexOf('_');
  const family = view.slice(0, separator) as ViewFamily;
  const suffix = view.slice(separator + 1) as Suffix;
  return { family, yawDeg: YAW_BY_SUFFIX[suffix] };
}
