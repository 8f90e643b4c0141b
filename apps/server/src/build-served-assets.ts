/**
 * Copies and precompresses everything the server sends as static text or WASM (part of
 * `npm run build`, after the widget's Vite build):
 *
 *   node apps/server/src/build-served-assets.ts [--widget-dist <dir>] [--dashboard-dist <dir>]
 *
 * - the widget's build and the dashboard's, in place (index.html, hashed JS and CSS, JSON);
 * - the MediaPipe WASM runtime and our static/ folder, copied into apps/server/dist.
 *
 * With PRECOMPRESS=later (npm start) it only copies: the server compresses in the
 * background once it serves (http/compression/compress-in-background.ts).
 */
import { resolve } from 'node:path';
import { loadConfig } from './compose/config/load-config.ts';
import { copyServedFolders, precompressServed } from './http/compression/precompress-served.ts';

const config = loadConfig();
if (!config.ok) throw new Error(config.error);
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? resolve(process.argv[at + 1] ?? '') : undefined;
};

const started = performance.now();
await copyServedFolders();
if (config.config.precompress === 'later') {
  console.log('› precompression left to the server, in the background (PRECOMPRESS=later)');
} else {
  const done = await precompressServed({
    widgetDist: argument('--widget-dist') ?? config.config.widgetDist,
    dashboardDist: argument('--dashboard-dist') ?? config.config.dashboardDist,
  });
  console.log(
    `› precompressed ${done.length} files (brotli, gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
