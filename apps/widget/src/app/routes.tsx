import { FLOW_ROUTES, type OnboardingVariant } from '@afterlook/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SessionGate } from '../session/SessionGate.tsx';
import { PageLoader } from '../ui/Spinner.tsx';
import { loadChunk } from './chunk-load.ts';
import { IncorrectFormName } from './IncorrectFormName.tsx';
import { RouteErrorFallback } from './RouteErrorFallback.tsx';

/** A flow's route module: its screen component (`export function Component`). */
type FlowModule = { Component: ComponentType };

/** Each flow is its own lazily loaded chunk. */
const FLOW_MODULES: Readonly<Record<OnboardingVariant, () => Promise<FlowModule>>> = {
  tier1: () => import('../flows/tier1/route.tsx'),
  'tier1-chat': () => import('../flows/tier1-chatbot/route.tsx'),
  scan: () => import('../flows/scan/route.tsx'),
  'scan-all-poses': () => import('../flows/scan-all-poses/route.tsx'),
  advertise: () => import('../flows/advertise/route.tsx'),
  chatbot: () => import('../flows/chatbot/route.tsx'),
  'single-procedure': () => import('../flows/single-procedure/route.tsx'),
};

/**
 * The widget's routes (SPEC.md §2.1): the seven flows behind session setup, and every
 * other path showing 'Incorrect form name'. Inside a flow, screens switch by state.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <SessionGate />,
          children: FLOW_ROUTES.map(({ path, variant }) => ({
            path,
            lazy: async () => {
              const { Component } = await loadChunk(FLOW_MODULES[variant]);
              return { Component };
            },
          })),
        },
        { path: '*', element: <IncorrectFormName /> },
      ],
    },
  ];
}
