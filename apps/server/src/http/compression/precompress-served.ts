import { existsSync, readdirSync } from 'node:fs';
import { TASKS_VISION_FILES } from '@afterlook/api';
import { STATIC_DIR } from '../demo/register-demo-routes.ts';
import { TASKS_VISION_WASM_DIR } from '../scan-assets/scan-asset-paths.ts';
import { copyFolder, STATIC_COPY, TASKS_VISION_COPY } from './built-copies.ts';
import { precompressDir } from './precompress-dir.ts';

export interface ServedBuilds {
  readonly widgetDist: string;
  readonly dashboardDist: string;
}

/** Copies the folders served from outside a build into apps/server/dist (mtime-checked). */
export async function copyServedFolders(): Promise<void> {
  await copyFolder(TASKS_VISION_WASM_DIR, TASKS_VISION_COPY, TASKS_VISION_FILES);
  await copyFolder(STATIC_DIR, STATIC_COPY, readdirSync(STATIC_DIR));
}

/** Brotli and gzip variants for every served folder; returns the files (re)compressed. */
export async function precompressServed(builds: ServedBuilds): Promise<string[]> {
  const dirs = [builds.widgetDist, builds.dashboardDist, TASKS_VISION_COPY, STATIC_COPY];
  // A build not made (the dashboard's, say) has nothing to compress.
  const built = dirs.filter((dir) => existsSync(dir));
  return (await Promise.all(built.map((dir) => precompressDir(dir)))).flat();
}
