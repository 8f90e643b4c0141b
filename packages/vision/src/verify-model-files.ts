import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MODEL_FILE_SHA256 } from './model-files.ts';

/** Files under `modelDir` that are missing or whose checksum does not match; empty when all are good. */
export async function findBadModelFiles(modelDir: string): Promise<string[]> {
  const bad: string[] = [];
  for (const [file, expected] of Object.entries(MODEL_FILE_SHA256)) {
    const actual = await sha256Of(join(modelDir, file));
    if (actual !== expected) bad.push(file);
  }
  return bad;
}

async function sha256Of(path: string): Promise<string | null> {
  try {
    return createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  } catch {
    return null;
  }
}
