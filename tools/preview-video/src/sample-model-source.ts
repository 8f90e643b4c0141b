import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  BodyLandmarks,
  FaceLandmarks,
  Procedure,
  RgbaImage,
  SubjectAnalysis,
  ViewType,
} from '@afterlook/domain';
import sharp from 'sharp';

/** One sample model as the engine takes it: the render and its true landmarks and mask. */
export interface SampleModelSource {
  readonly id: string;
  readonly view: ViewType;
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
}

interface Manifest {
  readonly procedures: Partial<
    Record<
      Procedure,
      {
        readonly view: ViewType;
        readonly models: readonly { id: string; image: string; mask: string; metadata: string }[];
      }
    >
  >;
}

interface Truth {
  readonly landmarks: BodyLandmarks;
  readonly face?: FaceLandmarks | null;
}

export async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

async function readRgba(path: string): Promise<RgbaImage> {
  const { data, info } = await sharp(path)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
  };
}

/**
 * The first sample model of a procedure in assets/sample-models (tools/mannequin writes
 * them): the one the model picker lists first. Null when the procedure has none.
 */
export async function firstSampleModel(
  dir: string,
  procedure: Procedure,
): Promise<SampleModelSource | null> {
  const group = (await readManifest(dir)).procedures[procedure];
  const model = group?.models[0];
  if (!group || !model) return null;
  const truth = JSON.parse(await readFile(join(dir, model.metadata), 'utf8')) as Truth;
  const mask = await sharp(join(dir, model.mask))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    id: model.id,
    view: group.view,
    image: await readRgba(join(dir, model.image)),
    subject: {
      body: truth.landmarks,
      face: truth.face ?? null,
      mask: { width: mask.info.width, height: mask.info.height, data: new Uint8Array(mask.data) },
    },
  };
}
