import type { RgbaImage, SubjectAnalysis, ViewType } from '@afterlook/domain';
import type { ViewVerdict } from './verdict/vision-reason.ts';

export interface VisionOptions {
  /** Folder holding the weights (`npm run models -w @afterlook/vision`); packages/vision/models by default. */
  readonly modelDir?: string;
}

/** Landmarks, mask and face of one photo, with whether it suits the requested view. */
export interface VisionResult extends SubjectAnalysis {
  readonly verdict: ViewVerdict;
}

/** The loaded models of one process or worker thread. */
export interface Vision {
  /**
   * Body views get body landmarks and the body mask, head views the face mesh and
   * the selfie mask; the other fields are null. Pass the photo at working size
   * (a long side of 1–2 k pixels): every model sees a downscaled crop anyway.
   */
  analyze(image: RgbaImage, view: ViewType): Promise<VisionResult>;
  /** Frees the models' memory; the instance can't be used afterwards. */
  dispose(): void;
}
