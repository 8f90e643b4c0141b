import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
