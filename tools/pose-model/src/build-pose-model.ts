/**
 * Builds the PoseLandmarker .task bundles into tools/pose-model/models (git-ignored) at
 * install/build time: `node tools/pose-model/src/build-pose-model.ts [outDir]`.
 * Does nothing when the bundles there were built from the same @mediapipe/pose version
 * and still match their recorded checksums.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assemblePoseTask, findSourcePackage } from './assemble-pose-task.ts';
import {
  POSE_MODEL_DIR,
  POSE_MODEL_VARIANTS,
  type PoseModelVariant,
  poseModelFileName,
} from './model-files.ts';

interface BuildManifest {
  readonly source: string;
  readonly files: Readonly<Record<string, { readonly sha256: string; readonly bytes: number }>>;
}

const MANIFEST = 'manifest.json';
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function upToDate(dir: string, source: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BuildManifest;
    if (manifest.source !== source) return false;
    for (const variant of POSE_MODEL_VARIANTS) {
      const name = poseModelFileName(variant);
      const expected = manifest.files[name];
      if (!expected || sha256(await readFile(join(dir, name))) !== expected.sha256) return false;
    }
    return true;
  } catch {
    return false;
  }
}

const outDir = process.argv[2] ?? POSE_MODEL_DIR;
const pkg = await findSourcePackage();
const source = `@mediapipe/pose@${pkg.version}`;

if (await upToDate(outDir, source)) {
  console.log(`› pose models present in ${outDir}`);
  process.exit(0);
}

await mkdir(outDir, { recursive: true });
const files: Record<string, { sha256: string; bytes: number }> = {};
const build = async (variant: PoseModelVariant): Promise<void> => {
  const bundle = await assemblePoseTask(pkg, variant);
  const name = poseModelFileName(variant);
  // Write then rename, so a server never serves a half-written bundle.
  await writeFile(join(outDir, `${name}.tmp`), bundle);
  await rename(join(outDir, `${name}.tmp`), join(outDir, name));
  files[name] = { sha256: sha256(bundle), bytes: bundle.length };
};
for (const variant of POSE_MODEL_VARIANTS) await build(variant);
await writeFile(join(outDir, MANIFEST), `${JSON.stringify({ source, files }, null, 2)}\n`);
console.log(`› pose models assembled from ${source} into ${outDir}`);
