import type { BodyLandmarks, FaceLandmarks, PersonMask, RgbaImage } from '@afterlook/domain';
import { figureBodyLandmarks } from './body-landmarks.ts';
import { composeImage } from './compose.ts';
import { figureFaceLandmarks } from './face-landmarks.ts';
import type { FigureParams } from './figure-params.ts';
import { buildFigureScene } from './figure-scene.ts';
import { raymarchFigure } from './raymarch.ts';
import { compileScene } from './scene-distance.ts';
import { studioBackdrop } from './studio-backdrop.ts';
import { type MannequinView, viewCamera } from './view-camera.ts';

export interface RenderOptions {
  /** Output size in pixels: one number for a square image, or width and height. Default 1024. */
  readonly size?: number | { readonly width: number; readonly height: number };
}

export interface RenderedFigure {
  readonly image: RgbaImage;
  /** True landmarks from the figure's skeleton (33 points, MediaPipe topology). */
  readonly landmarks: BodyLandmarks;
  /** Exact person coverage, antialiased, 0..255. */
  readonly mask: PersonMask;
  /** Face landmarks in front views; null when the face is turned away. */
  readonly face: FaceLandmarks | null;
}

export const DEFAULT_RENDER_SIZE = 1024;

export function renderSize(options: RenderOptions): { width: number; height: number } {
  const size = options.size ?? DEFAULT_RENDER_SIZE;
  const { width, height } = typeof size === 'number' ? { width: size, height: size } : size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new RangeError(`render size must be whole pixels, at least 16: ${width}×${height}`);
  }
  return { width, height };
}

/** Renders one mannequin figure in a studio view, with its ground-truth landmarks and mask. */
export function renderFigure(
  params: FigureParams,
  view: MannequinView,
  options: RenderOptions = {},
): RenderedFigure {
  const { width, height } = renderSize(options);
  const scene = buildFigureScene(params);
  const camera = viewCamera(view, scene.params, width, height);
  const compiled = compileScene(scene.parts);
  const figure = raymarchFigure(scene, camera, compiled);
  const { image, mask } = composeImage(figure, studioBackdrop(scene, camera));
  return {
    image,
    mask,
    landmarks: figureBodyLandmarks(scene, camera, compiled),
    face: figureFaceLandmarks(scene, camera),
  };
}
