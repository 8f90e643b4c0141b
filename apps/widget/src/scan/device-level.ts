/**
 * The level line's value from the device's tilt: 0.5 when the phone stands upright
 * (beta 90°), 0 lying flat on its back, 1 flat on its face. null where the device
 * reports no orientation (desktops, headless browsers, permission refused): the scan
 * then treats the device as level (docs/product/state-machines.md#capture-flow).
 */
export const levelFromBeta = (beta: number | null | undefined): number | null =>
  beta === null || beta === undefined || Number.isNaN(beta)
    ? null
    : Math.min(1, Math.max(0, beta / 180));

interface OrientationPermission {
  requestPermission?: () => Promise<'granted' | 'denied'>;
}

/**
 * iOS asks before it reports orientation, and only from a user gesture: call this from
 * the click that starts the scan. Elsewhere it resolves at once.
 */
export async function requestOrientationPermission(): Promise<void> {
  const orientation =
    typeof DeviceOrientationEvent === 'undefined'
      ? undefined
      : (DeviceOrientationEvent as unknown as OrientationPermission);
  try {
    await orientation?.requestPermission?.();
  } catch {
    // Refused or not from a gesture: the level counts as reached.
  }
}

/** Calls back with each level reading; returns the unsubscribe. */
export function watchDeviceLevel(onLevel: (level: number | null) => void): () => void {
  if (typeof window === 'undefined' || !('DeviceOrientationEvent' in window)) return () => {};
  const listener = (event: DeviceOrientationEvent) => onLevel(levelFromBeta(event.beta));
  window.addEventListener('deviceorientation', listener);
  return () => window.removeEventListener('deviceorientation', listener);
}
