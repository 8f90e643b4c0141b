import { AdvertiseFlow } from './AdvertiseFlow.tsx';

/** Route module of /onboarding-advertise (its own chunk). */
export function Component() {
  return <AdvertiseFlow />;
}
