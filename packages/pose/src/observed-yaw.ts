/**
 * A patient's yaw as the rules observe it: snapped to a step of 45° (what the scan
 * asks for), plus which way they turned, when the landmarks tell it.
 */
export interface ObservedYaw {
  /** 0 faces the camera, 90 is a profile, 180 is the back to the camera. */
  readonly magnitudeDeg: 0 | 45 | 90 | 135 | 180;
  /** +1 turned to their own left, -1 to their right, 0 when unknown or irrelevant. */
  readonly side: 1 | -1 | 0;
}

/** Signed degrees of an observed yaw, or null when its direction is unknown. */
export function signedYawDeg(observed: ObservedYaw): number | null {
  const { magnitudeDeg, side } = observed;
  if (magnitudeDeg === 0 || magnitudeDeg === 180) return magnitudeDeg;
  return side === 0 ? null : side * magnitudeDeg;
}
