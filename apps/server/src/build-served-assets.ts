/**
 * Precompresses everything the server sends as static text or WASM (part of
 * `npm run build`, after the widget's Vite build):
 *
 *   node apps/server/src/build-served-assets.ts [--widget-dist <dir>] [--dashboard-dist <dir>]
 *
 * - the widget's build and the dashboard's, in place (index.html, hashed JS and CSS, JSON);
 * - the MediaPipe WASM runtime and our static/ folder, copied into apps/server/dist.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { TASKS_VISION_FILES } from '@afterlook/api';
import { loadConfig } from './compose/config/load-config.ts';
import { copyFolder, STATIC_COPY, TASKS_VISION_COPY } from './http/compression/built-copies.ts';
import { precompressDir } from './http/compression/precompress-dir.ts';
import { STATIC_DIR } from './http/demo/register-demo-routes.ts';
import { TASKS_VISION_WASM_DIR } from './http/scan-assets/scan-asset-paths.ts';

const config = loadConfig();
if (!config.ok) throw new Error(config.error);
const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? resolve(process.argv[at + 1] ?? '') : undefined;
};
const widgetDist = argument('--widget-dist') ?? config.config.widgetDist;
const dashboardDist = argument('--dashboard-dist') ?? config.config.dashboardDist;

const started = performance.now();
await copyFolder(TASKS_VISION_WASM_DIR, TASKS_VISION_COPY, TASKS_VISION_FILES);
await copyFolder(STATIC_DIR, STATIC_COPY, readdirSync(STATIC_DIR));
const done = (
  await Promise.all(
    [widgetDist, dashboardDist, TASKS_VISION_COPY, STATIC_COPY].map((dir) => precompressDir(dir)),
  )
).flat();
console.log(
  `› precompressed ${done.length} files (brotli, gzip) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
