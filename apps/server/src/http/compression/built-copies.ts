import { statSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server/dist (git-ignored): copies of folders the server serves from outside a
 * build (the MediaPipe runtime in node_modules, our own static/), each beside its .br
 * and .gz variants. `npm run build` writes it (build-served-assets.ts).
 */
export const SERVED_BUILD_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

/** The MediaPipe runtime's served files, and static/ (demo page, logo). */
export const TASKS_VISION_COPY = join(SERVED_BUILD_DIR, 'tasks-vision');
export const STATIC_COPY = join(SERVED_BUILD_DIR, 'static');

/** utimes keeps milliseconds, not the file system's nanoseconds. */
export const sameTime = (a: number, b: number): boolean => Math.abs(a - b) < 1;

const listFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

/**
 * Copies `files` (default: every file) of `source` into `target`, keeping each file's
 * mtime, so the copy can be checked against its source and is only redone when changed.
 */
export async function copyFolder(
  source: string,
  target: string,
  files?: readonly string[],
): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const file of files ?? (await listFiles(source))) {
    const from = await stat(join(source, file));
    const to = join(target, file);
    const existing = await stat(to).catch(() => null);
    if (existing && existing.size === from.size && sameTime(existing.mtimeMs, from.mtimeMs)) {
      continue;
    }
    await copyFile(join(source, file), to);
    await utimes(to, from.atime, from.mtime);
  }
}

const sameFile = (a: string, b: string): boolean => {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.size === y.size && sameTime(x.mtimeMs, y.mtimeMs);
  } catch {
    return false;
  }
};

/**
 * The folder to serve `files` from: the built copy (with its compressed variants) when
 * it holds every one of them unchanged, else the source itself (no build yet, or a file
 * edited since: never serve a stale copy).
 */
export function servedRoot(source: string, built: string, files: readonly string[]): string {
  return files.every((file) => sameFile(join(source, file), join(built, file))) ? built : source;
}
