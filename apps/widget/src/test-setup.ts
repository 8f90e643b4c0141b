import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});
