import type { FormName, OnboardingVariant } from './enums.ts';

export interface FlowRoute {
  readonly path: string;
  readonly variant: OnboardingVariant;
  readonly formName: FormName;
}

/** The widget's routes (docs/product/routes.md); any other path shows 'Incorrect form name'. */
export const FLOW_ROUTES = [
  { path: '/onboarding-tier1', variant: 'tier1', formName: 'ONBOARDING_TIER1' },
  { path: '/onboarding-scan', variant: 'scan', formName: 'ONBOARDING_SCAN' },
  { path: '/onboarding-scan-all-poses', variant: 'scan-all-poses', formName: 'ONBOARDING_SCAN' },
  { path: '/onboarding-advertise', variant: 'advertise', formName: 'ONBOARDING_ADVERTISE' },
  { path: '/onboarding-chatbot', variant: 'chatbot', formName: 'ONBOARDING_CHATBOT' },
  {
    path: '/onboarding-tier1-chatbot',
    variant: 'tier1-chat',
    formName: 'ONBOARDING_TIER1_CHATBOT',
  },
  {
    path: '/onboarding-single-procedure',
    variant: 'single-procedure',
    formName: 'ONBOARDING_SINGLE_PROCEDURE',
  },
] as const satisfies readonly FlowRoute[];

export const flowRouteForPath = (path: string): FlowRoute | undefined =>
  FLOW_ROUTES.find((route) => route.path === path.replace(/\/+$/, ''));
