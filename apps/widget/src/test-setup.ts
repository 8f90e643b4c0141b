import '@testing-library/jest-dom/vitest';
import { performance as nodePerformance } from 'node:perf_hooks';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// Flows wait on a real loopback server and lazy chunks; on a loaded 2-core machine the
// default 1 s for findBy/waitFor is too short, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no blob: addresses; the widget only shows them in <img>.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => {
    next += 1;
    return `blob:http://widget.test/${next}`;
  };
  URL.revokeObjectURL = () => {};
}

// Under vmThreads (one jsdom per worker) the window's performance is jsdom's, without
// User Timing; the scan marks its model load with it, as browsers allow.
if (typeof performance.mark !== 'function') {
  Object.defineProperty(globalThis, 'performance', {
    value: nodePerformance,
    configurable: true,
    writable: true,
  });
}

// jsdom never paints: Preact's after-paint effects (useEffect) run at the next task, as
// React's scheduler runs them, not on a 16-35 ms frame timer. Otherwise a test could act
// on a screen whose effects (e.g. starting its state machine) have not run yet.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush, 0);
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});
