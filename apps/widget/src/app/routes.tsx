import { type FlowRoute, flowRouteForPath, type OnboardingVariant } from '@afterlook/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { SessionGate } from '../session/SessionGate.tsx';
import { PageLoader } from '../ui/Spinner.tsx';
import { loadFlow } from './flow-modules.ts';
import { IncorrectFormName } from './IncorrectFormName.tsx';
import { RouteErrorBoundary } from './RouteErrorFallback.tsx';

const gatedFlows = new Map<OnboardingVariant, ComponentType>();

/**
 * A flow behind session setup, rendered once the flow's code has loaded (so the layout
 * tells the host page 'ready' only when the first screen is rendering). One per flow.
 */
function gatedFlow(route: FlowRoute): ComponentType {
  let flow = gatedFlows.get(route.variant);
  if (!flow) {
    flow = lazy(async () => {
      const { Component } = await loadFlow(route.variant);
      return {
        default: () => (
          <SessionGate route={route}>
            <Component />
          </SessionGate>
        ),
      };
    });
    gatedFlows.set(route.variant, flow);
  }
  return flow;
}

/**
 * The widget's page for its path (docs/product/routes.md): one of the seven flows behind session
 * setup, any other path 'Incorrect form name'. The path is read once: inside a flow,
 * screens switch by state, so the widget needs no router library on its first screen.
 */
export function WidgetRoutes({ pathname }: { readonly pathname: string }) {
  const route = flowRouteForPath(pathname);
  if (!route) return <IncorrectFormName />;
  const Flow = gatedFlow(route);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Flow />
      </Suspense>
    </RouteErrorBoundary>
  );
}
