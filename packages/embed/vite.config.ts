import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

// /embed.js: the loader as one classic script (IIFE: host pages add it with a plain
// <script async>), minified, no source map. The server serves dist/embed.js.
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    lib: {
      entry: `${here}src/loader/main.ts`,
      formats: ['iife'],
      name: 'AfterLookEmbed',
      fileName: () => 'embed.js',
    },
  },
});
