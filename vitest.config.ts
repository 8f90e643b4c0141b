import { defineConfig } from 'vitest/config';

// One runner for the repo: fast unit/API projects, and the browser project that
// drives the real built app in Debian Chromium (run after `npm run build`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Closing a test server drains its running image jobs (up to 5 s) and then its
          // worker threads; on a loaded 2-core machine that outlasts the 10 s default.
          hookTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
        },
      },
      {
        extends: './apps/widget/vite.config.ts',
        test: {
          name: 'widget',
          environment: 'jsdom',
          include: ['apps/widget/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/widget/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
