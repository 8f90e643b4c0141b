import type {
  BodyLandmarks,
  FaceLandmarks,
  PersonMask,
  RgbaImage,
  ViewType,
} from '@afterlook/domain';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { detectPoseRegion } from './body/detect-pose-region.ts';
import { estimatePose } from './body/estimate-pose.ts';
import { detectFaceLandmarks } from './face/detect-face-landmarks.ts';
import { regionMaskToImage } from './mask/region-mask-to-image.ts';
import { selfieMask } from './mask/selfie-mask.ts';
import { DEFAULT_MODEL_DIR, MODEL_NAMES, type ModelName } from './model-files.ts';
import { loadGraphModelFromDir } from './tfjs/load-graph-model.ts';
import { rgbaToTensor } from './tfjs/rgba-to-tensor.ts';
import { startWasmBackend } from './tfjs/start-wasm-backend.ts';
import { judgeView } from './verdict/judge-view.ts';
import { findBadModelFiles } from './verify-model-files.ts';
import type { Vision, VisionOptions, VisionResult } from './vision.ts';

type Models = Readonly<Record<ModelName, GraphModel>>;

/**
 * Loads every model once (call it once per process or worker thread and keep the
 * instance). Missing or corrupt weights are a deployment error, so this throws.
 */
export async function createVision(options: VisionOptions = {}): Promise<Vision> {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const bad = await findBadModelFiles(modelDir);
  if (bad.length > 0) {
    throw new Error(
      `Vision model files missing or corrupt in ${modelDir}: ${bad.join(', ')}. ` +
        'Run `npm run models -w @afterlook/vision` to fetch them.',
    );
  }
  await startWasmBackend();
  const loaded = await Promise.all(
    MODEL_NAMES.map((name) => loadGraphModelFromDir(modelDir, name)),
  );
  const models = Object.fromEntries(MODEL_NAMES.map((name, i) => [name, loaded[i]])) as Models;
  warmUp(models);
  let disposed = false;

  return {
    async analyze(image: RgbaImage, view: ViewType): Promise<VisionResult> {
      if (disposed) throw new Error('Vision was disposed');
      const pixels = rgbaToTensor(image);
      try {
        const subject = view.startsWith('HEAD_')
          ? await analyzeHead(models, pixels)
          : await analyzeBody(models, pixels);
        const verdict = judgeView(view, { ...subject, width: image.width, height: image.height });
        return { ...subject, verdict };
      } finally {
        pixels.dispose();
      }
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const model of Object.values(models)) model.dispose();
    },
  };
}

interface Analysis {
  readonly body: BodyLandmarks | null;
  readonly mask: PersonMask | null;
  readonly face: FaceLandmarks | null;
}

async function analyzeBody(models: Models, pixels: tf.Tensor3D): Promise<Analysis> {
  const none = { body: null, mask: null, face: null };
  const region = await detectPoseRegion(models['blazepose-detector'], pixels);
  if (region === null) return none;
  const pose = await estimatePose(models['blazepose-full'], pixels, region);
  if (pose === null) return none;
  const [height, width] = pixels.shape;
  try {
    const mask = await regionMaskToImage(pose.segmentation, region, width, height);
    return { body: pose.landmarks, mask, face: null };
  } finally {
    pose.segmentation.dispose();
  }
}

async function analyzeHead(models: Models, pixels: tf.Tensor3D): Promise<Analysis> {
  const face = await detectFaceLandmarks(models.blazeface, models.facemesh, pixels);
  if (face === null) return { body: null, mask: null, face: null };
  return { body: null, mask: await selfieMask(models.selfie, pixels), face };
}

/** The first run of a graph compiles its kernels; pay that at start-up, not on a patient's photo. */
function warmUp(models: Models): void {
  for (const model of Object.values(models)) {
    tf.tidy(() => {
      const [, height = 1, width = 1, channels = 3] = model.inputs[0]?.shape ?? [];
      const outputs = model.execute(tf.zeros([1, height, width, channels]));
      tf.dispose(outputs);
    });
  }
}
