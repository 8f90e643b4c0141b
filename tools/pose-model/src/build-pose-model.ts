/**
 * Builds the scan's in-browser models into tools/pose-model/models (git-ignored) at
 * install/build time: `node tools/pose-model/src/build-pose-model.ts [outDir]` — the
 * PoseLandmarker .task bundles and the FaceDetector model. Does nothing when the files
 * there were built from the same package versions and still match their checksums.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assembleFaceDetector, findFaceSourcePackage } from './assemble-face-detector.ts';
import { assemblePoseTask, findSourcePackage } from './assemble-pose-task.ts';
import {
  FACE_DETECTOR_FILE,
  FACE_SOURCE,
  POSE_MODEL_DIR,
  POSE_MODEL_VARIANTS,
  poseModelFileName,
  SOURCE_PACKAGE,
} from './model-files.ts';

interface BuildManifest {
  readonly source: string;
  readonly files: Readonly<Record<string, { readonly sha256: string; readonly bytes: number }>>;
}

const MANIFEST = 'manifest.json';
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const outDir = process.argv[2] ?? POSE_MODEL_DIR;
const posePackage = await findSourcePackage();
const facePackage = await findFaceSourcePackage();
const source = `${SOURCE_PACKAGE}@${posePackage.version} ${FACE_SOURCE.package}@${facePackage.version}`;
const builds: Readonly<Record<string, () => Promise<Uint8Array>>> = {
  ...Object.fromEntries(
    POSE_MODEL_VARIANTS.map((variant) => [
      poseModelFileName(variant),
      () => assemblePoseTask(posePackage, variant),
    ]),
  ),
  [FACE_DETECTOR_FILE]: () => assembleFaceDetector(facePackage),
};

async function upToDate(dir: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BuildManifest;
    if (manifest.source !== source) return false;
    for (const name of Object.keys(builds)) {
      const expected = manifest.files[name];
      if (!expected || sha256(await readFile(join(dir, name))) !== expected.sha256) return false;
    }
    return true;
  } catch {
    return false;
  }
}

if (await upToDate(outDir)) {
  console.log(`› scan models present in ${outDir}`);
  process.exit(0);
}

await mkdir(outDir, { recursive: true });
const files: Record<string, { sha256: string; bytes: number }> = {};
for (const [name, build] of Object.entries(builds)) {
  const bytes = await build();
  // Write then rename, so a server never serves a half-written file.
  await writeFile(join(outDir, `${name}.tmp`), bytes);
  await rename(join(outDir, `${name}.tmp`), join(outDir, name));
  files[name] = { sha256: sha256(bytes), bytes: bytes.length };
}
await writeFile(join(outDir, MANIFEST), `${JSON.stringify({ source, files }, null, 2)}\n`);
console.log(`› scan models assembled from ${source} into ${outDir}`);
