/** The guided camera scan: its screens, and what flows need to run it. */

export { CameraAccessScreen } from './CameraAccessScreen.tsx';
export type { CapturedView } from './capture-machine.ts';
export { requestOrientationPermission } from './device-level.ts';
export { ScanErrorScreen } from './ScanErrorScreen.tsx';
export { ScanInstructionsScreen } from './ScanInstructionsScreen.tsx';
export { ScanScreen } from './ScanScreen.tsx';
export { SinglePoseScanScreen } from './SinglePoseScanScreen.tsx';

export { scanPoses } from './scan-poses.ts';
