import { ScanAllPosesFlow } from './ScanAllPosesFlow.tsx';

/** Route module of /onboarding-scan-all-poses (its own chunk). */
export function Component() {
  return <ScanAllPosesFlow />;
}
