import { fileURLToPath } from 'node:url';
import { DASHBOARD_PATH } from '@afterlook/domain';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The API server during `vite` dev. */
const apiTarget = process.env.AFTERLOOK_API_URL ?? 'http://localhost:8080';

// The clinic's dashboard (React itself, unlike the widget's Preact). `npm run build -w
// @afterlook/dashboard` writes apps/dashboard/dist, which the server serves at
// /dashboard (index.html for every page of the app) and /dashboard/assets/ (hashed).
export default defineConfig({
  plugins: [react()],
  // Where the server serves it (apps/server/src/http/dashboard-hosting).
  base: `${DASHBOARD_PATH}/`,
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page starts with, in one long-cached chunk.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es|@tanstack|zod)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
