import { preloadFlowAt } from './flow-modules.ts';

// main.tsx imports this first, so that the code of the page's flow starts loading while
// the rest of the app's code is still being evaluated, not after it.
preloadFlowAt(window.location.pathname);
