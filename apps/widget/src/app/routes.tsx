import { FLOW_ROUTES } from '@afterlook/domain';
import type { RouteObject } from 'react-router';
import { SessionGate } from '../session/SessionGate.tsx';
import { PageLoader } from '../ui/Spinner.tsx';
import { loadFlow } from './flow-modules.ts';
import { IncorrectFormName } from './IncorrectFormName.tsx';
import { RouteErrorFallback } from './RouteErrorFallback.tsx';

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
              const { Component } = await loadFlow(variant);
              return { Component };
            },
          })),
        },
        { path: '*', element: <IncorrectFormName /> },
      ],
    },
  ];
}
