import { ScanFlow } from './ScanFlow.tsx';

/** Route module of /onboarding-scan (its own chunk). */
export function Component() {
  return <ScanFlow />;
}
