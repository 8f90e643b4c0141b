import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { attachMetadata } from './attach-metadata.ts';
import { buildImageInputMetadata } from './image-input-metadata.ts';
import {
  NETWORK_INPUTS,
  type PoseModelVariant,
  SOURCE_FILES,
  SOURCE_PACKAGE,
  TASK_MEMBERS,
} from './model-files.ts';
import { writeStoredZip } from './stored-zip.ts';

const LICENSE = 'Apache License. Version 2.0 http://www.apache.org/licenses/LICENSE-2.0.';
const AUTHOR = 'Google (MediaPipe BlazePose); packaged by AfterLook';

export interface SourcePackage {
  readonly dir: string;
  readonly version: string;
}

export async function findSourcePackage(): Promise<SourcePackage> {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${SOURCE_PACKAGE}/package.json`);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return { dir: dirname(manifest), version };
}

/**
 * The detector's byte range inside the solution's packed-assets blob, read from the
 * package's own Emscripten loader rather than hard-coded.
 */
export async function detectorRange(dir: string): Promise<{ start: number; end: number }> {
  const loader = await readFile(join(dir, 'pose_solution_packed_assets_loader.js'), 'utf8');
  const match =
    /"filename":\s*"[^"]*\/pose_detection\.tflite",\s*"start":\s*(\d+),\s*"end":\s*(\d+)/.exec(
      loader,
    );
  if (!match) throw new Error(`${SOURCE_PACKAGE}: pose_detection.tflite not in the asset loader`);
  return { start: Number(match[1]), end: Number(match[2]) };
}

/**
 * Builds `pose_landmarker_<variant>.task`: the BlazePose detector and landmark
 * networks with normalisation metadata, zipped stored as MediaPipe Tasks expect.
 */
export async function assemblePoseTask(
  source: SourcePackage,
  variant: PoseModelVariant,
): Promise<Uint8Array> {
  const { start, end } = await detectorRange(source.dir);
  const packed = await readFile(join(source.dir, SOURCE_FILES.detector));
  const detector = new Uint8Array(packed.buffer, packed.byteOffset + start, end - start);
  const landmarks = new Uint8Array(
    await readFile(join(source.dir, SOURCE_FILES.landmarks(variant))),
  );

  const detectorInput = NETWORK_INPUTS.detector;
  const landmarksInput = NETWORK_INPUTS.landmarks;
  const detectorWithMetadata = attachMetadata(
    detector,
    buildImageInputMetadata({
      modelName: 'BlazePose detector',
      description: 'Finds a person and the alignment of their body in an image.',
      version: `${SOURCE_PACKAGE}@${source.version}`,
      author: AUTHOR,
      license: LICENSE,
      inputName: 'image',
      width: detectorInput.size,
      height: detectorInput.size,
      mean: detectorInput.mean,
      std: detectorInput.std,
    }),
  );
  const landmarksWithMetadata = attachMetadata(
    landmarks,
    buildImageInputMetadata({
      modelName: `BlazePose GHUM 3D landmarks (${variant})`,
      description: '33 body landmarks, world landmarks and a segmentation mask of one person.',
      version: `${SOURCE_PACKAGE}@${source.version}`,
      author: AUTHOR,
      license: LICENSE,
      inputName: 'image',
      width: landmarksInput.size,
      height: landmarksInput.size,
      mean: landmarksInput.mean,
      std: landmarksInput.std,
    }),
  );
  return writeStoredZip([
    { name: TASK_MEMBERS.detector, data: detectorWithMetadata },
    { name: TASK_MEMBERS.landmarks, data: landmarksWithMetadata },
  ]);
}
