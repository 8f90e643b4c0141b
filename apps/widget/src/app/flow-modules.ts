import { flowRouteForPath, type OnboardingVariant } from '@afterlook/domain';
import type { ComponentType } from 'react';
import { loadChunk } from './chunk-load.ts';

/** A flow's route module: its screen component (`export function Component`). */
export type FlowModule = { Component: ComponentType };

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

const loading = new Map<OnboardingVariant, Promise<FlowModule>>();

/**
 * A flow's code, loaded once (with the 'Loading chunk failed' timeout of loadChunk); a
 * failed load is forgotten so that the router's next attempt loads again.
 */
export function loadFlow(variant: OnboardingVariant): Promise<FlowModule> {
  let module = loading.get(variant);
  if (!module) {
    module = loadChunk(FLOW_MODULES[variant]);
    loading.set(variant, module);
    module.catch(() => loading.delete(variant));
  }
  return module;
}

/** Starts loading the code of the flow at this path, if it is one (main.tsx, at start). */
export function preloadFlowAt(pathname: string): void {
  const route = flowRouteForPath(pathname);
  // A failure shows when the router asks for the flow (its error screen).
  if (route) loadFlow(route.variant).catch(() => {});
}
