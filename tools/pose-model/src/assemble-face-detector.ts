import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SourcePackage } from './assemble-pose-task.ts';
import { attachMetadata } from './attach-metadata.ts';
import { buildImageInputMetadata } from './image-input-metadata.ts';
import { FACE_SOURCE } from './model-files.ts';

const LICENSE = 'Apache License. Version 2.0 http://www.apache.org/licenses/LICENSE-2.0.';
const AUTHOR = 'Google (MediaPipe BlazeFace short range); packaged by AfterLook';

export async function findFaceSourcePackage(): Promise<SourcePackage> {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${FACE_SOURCE.package}/package.json`);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return { dir: dirname(manifest), version };
}

/**
 * Builds the FaceDetector model: @mediapipe/face_detection's short-range BlazeFace with
 * image-input metadata attached. MediaPipe Tasks refuse a float input without it
 * ("requires specifying NormalizationOptions metadata"); the network takes
 * (pixel − 127.5) / 127.5, as MediaPipe's own face detection graph feeds it.
 */
export async function assembleFaceDetector(source: SourcePackage): Promise<Uint8Array> {
  const model = new Uint8Array(await readFile(join(source.dir, FACE_SOURCE.file)));
  const { size, mean, std } = FACE_SOURCE.input;
  return attachMetadata(
    model,
    buildImageInputMetadata({
      modelName: 'BlazeFace short range',
      description: 'Finds faces within about 2 m of the camera, with six keypoints each.',
      version: `${FACE_SOURCE.package}@${source.version}`,
      author: AUTHOR,
      license: LICENSE,
      inputName: 'input',
      width: size,
      height: size,
      mean,
      std,
    }),
  );
}
