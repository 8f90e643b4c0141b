import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The API server during `vite` dev (it also serves /clinics/v1/forms/...). */
const apiTarget = process.env.AFTERLOOK_API_URL ?? 'http://localhost:8080';

// The widget SPA. `npm run build -w @afterlook/widget` writes apps/widget/dist, which the
// server serves at every flow path (index.html) and under /assets/.
export default defineConfig({
  plugins: [react()],
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
      output: {
        codeSplitting: {
          groups: [
            // React changes least often: its own long-cached chunk.
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // The API client's schemas (zod): the largest non-React cost of the first screen.
            { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'vendor-xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 2 },
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
