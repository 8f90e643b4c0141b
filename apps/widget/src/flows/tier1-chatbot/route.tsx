import { FlowPending } from '../pending/FlowPending.tsx';

/** Route module of this flow (its own chunk); its screens arrive in a later issue. */
export function Component() {
  return <FlowPending />;
}
