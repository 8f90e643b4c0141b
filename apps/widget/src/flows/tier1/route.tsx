import { Tier1Flow } from './Tier1Flow.tsx';

/** Route module of /onboarding-tier1 (its own chunk). */
export function Component() {
  return <Tier1Flow />;
}
