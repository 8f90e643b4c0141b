import type { ViewType } from '@afterlook/domain';
import type { FigureParams } from './figure-params.ts';
import type { Vec3 } from './sdf.ts';

/** The views the sample models and ground truth are rendered in. */
export const MANNEQUIN_VIEWS = [
  'TORSO_FRONT',
  'BODY_FRONT',
  'BODY_BACK',
  'HEAD_FRONT',
] as const satisfies readonly ViewType[];
export type MannequinView = (typeof MANNEQUIN_VIEWS)[number];

export const isMannequinView = (view: string): view is MannequinView =>
  (MANNEQUIN_VIEWS as readonly string[]).includes(view);

/**
 * An orthographic studio camera (a long lens, as clinics photograph bodies) looking
 * horizontally at the figure from the front (facing 1) or from behind (facing -1).
 */
export interface ViewCamera {
  readonly view: MannequinView;
  readonly width: number;
  readonly height: number;
  readonly facing: 1 | -1;
  /** Body-space point at the image centre. */
  readonly centerX: number;
  readonly centerY: number;
  readonly metresPerPixel: number;
}

/** Vertical framing per view, as fractions of stature: [bottom, top]. */
const FRAMING: Readonly<Record<MannequinView, readonly [number, number]>> = {
  BODY_FRONT: [-0.05, 1.04],
  BODY_BACK: [-0.05, 1.04],
  // From mid-thigh to just above the head.
  TORSO_FRONT: [0.4, 1.03],
  // Head and shoulders.
  HEAD_FRONT: [0.74, 1.02],
};

export function viewCamera(
  view: MannequinView,
  params: FigureParams,
  width: number,
  height: number,
): ViewCamera {
  const [bottom, top] = FRAMING[view];
  const span = (top - bottom) * params.heightM;
  return {
    view,
    width,
    height,
    facing: view === 'BODY_BACK' ? -1 : 1,
    centerX: 0,
    centerY: ((top + bottom) / 2) * params.heightM,
    metresPerPixel: span / height,
  };
}

/** Image position (pixels, x right, y down) of a body-space point, and its depth toward the camera. */
export function projectToImage(
  camera: ViewCamera,
  p: Vec3,
): { x: number; y: number; towardCamera: number } {
  return {
    x: camera.width / 2 + (camera.facing * (p[0] - camera.centerX)) / camera.metresPerPixel,
    y: camera.height / 2 - (p[1] - camera.centerY) / camera.metresPerPixel,
    towardCamera: camera.facing * p[2],
  };
}

/** Body-space x of an image column (at its centre) and y of an image row. */
export const columnToBodyX = (camera: ViewCamera, px: number): number =>
  camera.centerX + camera.facing * (px - camera.width / 2) * camera.metresPerPixel;

export const rowToBodyY = (camera: ViewCamera, py: number): number =>
  camera.centerY - (py - camera.height / 2) * camera.metresPerPixel;
