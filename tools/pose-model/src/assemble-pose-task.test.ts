import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ByteBuffer } from 'flatbuffers';
import { describe, expect, it } from 'vitest';
import { assembleFaceDetector, findFaceSourcePackage } from './assemble-face-detector.ts';
import { assemblePoseTask, detectorRange, findSourcePackage } from './assemble-pose-task.ts';
import { attachMetadata, readAttachedMetadata } from './attach-metadata.ts';
import { buildImageInputMetadata } from './image-input-metadata.ts';
import { FACE_SOURCE, TASK_MEMBERS } from './model-files.ts';
import { readStoredZip } from './stored-zip.ts';

/** Reads the normalisation of input 0 back from a ModelMetadata flatbuffer. */
function readNormalisation(metadata: Uint8Array): { mean: number; std: number; color: number } {
  const bb = new ByteBuffer(metadata);
  expect(bb.__has_identifier('M001')).toBe(true);
  const field = (table: number, id: number) => bb.__offset(table, 4 + 2 * id);
  const ref = (table: number, id: number) => bb.__indirect(table + field(table, id));
  const first = (table: number, id: number) => bb.__indirect(bb.__vector(table + field(table, id)));
  const root = bb.readUint32(0);
  const input = first(first(root, 3), 2);
  const content = ref(input, 3);
  expect(bb.readUint8(content + field(content, 0))).toBe(2); // ImageProperties
  const color = bb.readInt8(ref(content, 1) + field(ref(content, 1), 0));
  const unit = first(input, 4);
  expect(bb.readUint8(unit + field(unit, 0))).toBe(1); // NormalizationOptions
  const options = ref(unit, 1);
  const mean = bb.readFloat32(bb.__vector(options + field(options, 0)));
  const std = bb.readFloat32(bb.__vector(options + field(options, 1)));
  return { mean, std, color };
}

const spec = {
  modelName: 'm',
  description: 'd',
  version: 'v',
  author: 'a',
  license: 'l',
  inputName: 'image',
  width: 224,
  height: 224,
  mean: 127.5,
  std: 127.5,
};

describe('pose .task assembly', () => {
  it('writes the normalisation metadata MediaPipe reads: RGB image, mean and std', () => {
    expect(readNormalisation(buildImageInputMetadata(spec))).toEqual({
      mean: 127.5,
      std: 127.5,
      color: 1,
    });
  });

  it('reads the detector range from the package loader', async () => {
    const source = await findSourcePackage();
    expect(await detectorRange(source.dir)).toEqual({ start: 0, end: 2962288 });
  });

  it('bundles the detector (127.5/127.5) and the landmark network (0/255), 16-byte aligned', async () => {
    const source = await findSourcePackage();
    const entries = readStoredZip(await assemblePoseTask(source, 'lite'));
    expect(entries.map((entry) => entry.name)).toEqual([
      TASK_MEMBERS.detector,
      TASK_MEMBERS.landmarks,
    ]);
    const [detector, landmarks] = entries;
    if (!detector || !landmarks) throw new Error('missing members');
    for (const entry of entries) {
      expect(new TextDecoder().decode(entry.data.subarray(4, 8))).toBe('TFL3');
      expect(entry.data.byteOffset % 16).toBe(0);
    }
    const detectorMetadata = readAttachedMetadata(detector.data);
    const landmarksMetadata = readAttachedMetadata(landmarks.data);
    if (!detectorMetadata || !landmarksMetadata) throw new Error('no metadata attached');
    expect(readNormalisation(detectorMetadata)).toMatchObject({ mean: 127.5, std: 127.5 });
    expect(readNormalisation(landmarksMetadata)).toMatchObject({ mean: 0, std: 255 });
  });

  it('replaces earlier metadata instead of adding a second entry', async () => {
    const source = await findSourcePackage();
    const { readFile } = await import('node:fs/promises');
    const model = new Uint8Array(await readFile(`${source.dir}/pose_landmark_lite.tflite`));
    const once = attachMetadata(model, buildImageInputMetadata(spec));
    const twice = attachMetadata(once, buildImageInputMetadata({ ...spec, mean: 0, std: 255 }));
    const metadata = readAttachedMetadata(twice);
    if (!metadata) throw new Error('no metadata');
    expect(readNormalisation(metadata)).toMatchObject({ mean: 0, std: 255 });
  });
});

describe('face detector model', () => {
  it("is the package's short-range BlazeFace, untouched behind a head carrying its normalisation (127.5/127.5)", async () => {
    const source = await findFaceSourcePackage();
    const original = new Uint8Array(await readFile(join(source.dir, FACE_SOURCE.file)));
    const model = await assembleFaceDetector(source);
    expect(new TextDecoder().decode(model.subarray(4, 8))).toBe('TFL3');
    expect(model.length % 16).toBe(original.length % 16);
    expect(model.subarray(model.length - original.length)).toEqual(original);
    const metadata = readAttachedMetadata(model);
    if (!metadata) throw new Error('no metadata attached');
    expect(readNormalisation(metadata)).toEqual({ mean: 127.5, std: 127.5, color: 1 });
  });
});
