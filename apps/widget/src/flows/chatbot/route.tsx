import { DoctorChatFlow } from './DoctorChatFlow.tsx';

/** Route module of /onboarding-chatbot (its own chunk). */
export function Component() {
  return <DoctorChatFlow />;
}
