import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The API server during `vite` dev (it also serves /clinics/v1/forms/...). */
const apiTarget = process.env.AFTERLOOK_API_URL ?? 'http://localhost:8080';

/**
 * The widget is React code that runs on Preact (docs/proposals/preact-first-screen): the
 * same components and hooks, and @xstate/react and TanStack Query on top,
 * for a fraction of React DOM's bytes and start-up time. The unit tests (vitest.config.ts
 * extends this file) resolve through the same aliases, so they test what ships.
 * AFTERLOOK_REACT=1 builds with React itself, to compare.
 */
const reactOnPreact =
  process.env.AFTERLOOK_REACT === '1'
    ? []
    : [
        { find: /^react$/, replacement: `${here}src/compat/react-on-preact.ts` },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
        // React 18+ has this hook built in; the shim package would only re-export it.
        { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: `${here}src/compat/use-sync-external-store-with-selector.ts`,
        },
      ];

/**
 * session/head-start.ts is an entry of its own, its script first in index.html: the
 * session calls leave as soon as the page is parsed, not once the app's code has loaded
 * (main.tsx imports the same module, so both share one instance).
 */
const HEAD_START = 'head-start';
const headStartScript = (): Plugin => ({
  name: 'afterlook-head-start-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const chunk = Object.values(bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.isEntry && output.name === HEAD_START,
      );
      if (!chunk) throw new Error(`the build has no ${HEAD_START} entry`);
      return [
        {
          tag: 'script',
          attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
          injectTo: 'head-prepend',
        },
      ];
    },
  },
});

// The widget SPA. `npm run build -w @afterlook/widget` writes apps/widget/dist, which the
// server serves at every flow path (index.html) and under /assets/.
export default defineConfig({
  plugins: [react(), headStartScript()],
  resolve: { alias: reactOnPreact },
  base: '/',
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Only the woff2 files are fetched by any browser we support; no source maps in the
    // shipped widget (the server serves dist as is).
    sourcemap: false,
    rolldownOptions: {
      input: {
        index: `${here}index.html`,
        [HEAD_START]: `${here}src/session/head-start.ts`,
      },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every flow starts with, in one long-cached chunk: the first
            // screen fetches it with the entry in one request (the browser opens at most
            // six at a time), and one gzip stream packs them tighter than five.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|preact|@tanstack|zod|xstate|@xstate|use-isomorphic-layout-effect)[\\/]|apps[\\/]widget[\\/]src[\\/]compat[\\/]/,
              priority: 2,
            },
            // The shell every flow's first screen is built from (frame, header, lead and
            // photo-step machines). Left to automatic splitting it came as eight chunks of
            // 0.3–2.5 KB, each paying ~0.6 KB of response headers (first-screen JS on the
            // wire 81.8 → 77.7 KB). Only these modules: their dependencies stay where the
            // head-start script and the entry need them.
            {
              name: 'flow-shell',
              test: /apps[\\/]widget[\\/]src[\\/](ui[\\/](ChunkBoundary|Header|ScreenFrame|PoweredBy)|flows[\\/](use-flow-actor|use-screen-change-focus|photo-steps|use-photo-step-flow|use-procedure-report)|lead[\\/](lead-machine|build-lead-submission|use-lead)|photo[\\/]photo-source|config)\.|packages[\\/]domain[\\/]src[\\/]validation[\\/](details-form|lead-form)\./,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/clinics': { target: apiTarget, changeOrigin: false },
    },
  },
});
