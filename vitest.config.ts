import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ScansFirstSequencer } from './e2e/support/scans-first-sequencer.ts';

const inRepo = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

// One runner for the repo: fast unit/API projects, and the browser project that
// drives the real built app in Debian Chromium (run after `npm run build`).
export default defineConfig({
  test: {
    // Three files at a time on the 2-core CI (vitest's default, cores - 1, is one): a file
    // spends about a fifth of its time waiting on the clock (a scan's countdown, a server's
    // transform, a retry's backoff), and the third file's work fills the cores meanwhile.
    // Measured on 2 cores: unit 199 → 177 s, e2e 488 → 422–436 s.
    maxWorkers: 3,
    sequence: { sequencer: ScansFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Closing a test server drains its running image jobs (up to 5 s) and then its
          // worker threads; on a loaded 2-core machine that outlasts the 10 s default.
          hookTimeout: 30_000,
          // Files in a worker share its module graph: importing the server's dependencies
          // again for each of 248 files took half this project's CPU. Tests own their state
          // (servers, databases, data folders), and none mocks a module.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // The dashboard's pure modules (filters, formats, funnel shaping, the settings
            // draft); its pages are proven in e2e/dashboard.
            'apps/dashboard/src/**/*.test.ts',
          ],
        },
      },
      {
        extends: './apps/widget/vite.config.ts',
        resolve: {
          // The ES module builds of libraries whose Node entry is CommonJS: Vite then
          // resolves their react imports (through the aliases) instead of Node.
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: inRepo(
                'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
              ),
            },
            {
              find: /^@xstate\/react$/,
              replacement: inRepo('node_modules/@xstate/react/dist/xstate-react.esm.js'),
            },
            {
              find: /^use-isomorphic-layout-effect$/,
              replacement: inRepo(
                'node_modules/use-isomorphic-layout-effect/dist/use-isomorphic-layout-effect.browser.esm.js',
              ),
            },
          ],
        },
        test: {
          name: 'widget',
          environment: 'jsdom',
          // One jsdom per worker, each file still in its own module graph: creating jsdom
          // per file took 44% of this project's time.
          pool: 'vmThreads',
          // Said again here: vitest compares projects that run side by side by this value.
          maxWorkers: 3,
          include: ['apps/widget/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/widget/src/test-setup.ts'],
          // The widget renders with Preact (apps/widget/vite.config.ts aliases react to it).
          // Node would load these libraries' own `react` imports outside those aliases,
          // giving the tests a second, real React: Vite transforms them, so they meet the
          // aliases and the tests run on the Preact that ships.
          server: {
            deps: {
              inline: [
                // One copy of @testing-library/dom for both, configured by Testing Library
                // (events and waits wrapped in act).
                /[\\/]@testing-library[\\/](react|user-event|dom)[\\/]/,
                /[\\/]@tanstack[\\/]react-query[\\/]/,
                /[\\/]@xstate[\\/]react[\\/]/,
                /[\\/]use-isomorphic-layout-effect[\\/]/,
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the unit and widget projects, alone: three files at a time, each with its
          // own server and data folder (ports and folders are never shared).
          sequence: { groupOrder: 1 },
          // One Chromium per worker for the whole run, which files without special
          // launch flags share (a context each) instead of starting their own.
          globalSetup: ['e2e/support/shared-browsers.ts'],
        },
      },
    ],
  },
});
