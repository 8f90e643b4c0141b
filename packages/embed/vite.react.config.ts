import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

// /embed/react.js: the <AfterLook /> component as one ES module a React site saves into
// its own source (the integration guide says how); React itself stays the site's.
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: `${here}dist/react`,
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    minify: false,
    lib: {
      entry: `${here}src/react/AfterLook.tsx`,
      formats: ['es'],
      fileName: () => 'afterlook-react.js',
    },
    rollupOptions: { external: ['react', 'react/jsx-runtime'] },
  },
});
