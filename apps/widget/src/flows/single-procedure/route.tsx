import { SingleProcedureFlow } from './SingleProcedureFlow.tsx';

/** Route module of /onboarding-single-procedure (its own chunk). */
export function Component() {
  return <SingleProcedureFlow />;
}
