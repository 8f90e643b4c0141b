import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from './i18n/i18n.ts';

// Widget tests read the English catalog unless a test switches language.
initI18n('en');

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});
