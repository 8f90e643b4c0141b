import { Tier1AssistantFlow } from './Tier1AssistantFlow.tsx';

/** Route module of /onboarding-tier1-chatbot (its own chunk). */
export function Component() {
  return <Tier1AssistantFlow />;
}
