/**
 * Why a photo can't be used for the requested view: stable codes the API returns
 * and the widget shows through the `vision` section of the domain catalog.
 */
export const VISION_REASONS = [
  'no_person',
  'person_too_small',
  'body_not_in_frame',
  'torso_not_in_frame',
  'turn_to_face_camera',
  'turn_your_back',
  'face_not_found',
] as const;

export type VisionReason = (typeof VISION_REASONS)[number];

/** Whether the photo suits the requested view; a failure carries the reason to tell the patient. */
export type ViewVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: VisionReason };
