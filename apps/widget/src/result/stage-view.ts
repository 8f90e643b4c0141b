import { FOCUS_STAGE, type RegionOfInterest } from '@afterlook/domain';

/**
 * The zoom and pan of the result stage, as pure functions (issue 18). A view is a zoom
 * (1: the whole photo fits the stage) and the point of the photo at the stage's centre,
 * as shares of the photo. Every function returns a view kept inside its limits: zoom
 * from 1 to the photo's own pixels (FOCUS_STAGE.maxPixelScale), never a band of
 * nothing beside a photo larger than the stage.
 */
export interface StageView {
  readonly zoom: number;
  readonly cx: number;
  readonly cy: number;
}

/** The stage's size in CSS pixels and the photo's size in its own pixels. */
export interface StageFrame {
  readonly stageWidth: number;
  readonly stageHeight: number;
  readonly imageWidth: number;
  readonly imageHeight: number;
}

/** Where the photo is drawn in the stage, in CSS pixels. */
export interface PhotoBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const FULL_VIEW: StageView = { zoom: 1, cx: 0.5, cy: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** CSS pixels per image pixel with the whole photo fitted (zoom 1). */
const fitScale = (frame: StageFrame): number =>
  Math.min(frame.stageWidth / frame.imageWidth, frame.stageHeight / frame.imageHeight);

/** The largest zoom: one image pixel on FOCUS_STAGE.maxPixelScale CSS pixels, at least 1. */
export const maxZoom = (frame: StageFrame): number =>
  Math.max(1, FOCUS_STAGE.maxPixelScale / fitScale(frame));

/** The share of the photo's width and height the stage shows at a zoom (above 1: all of it). */
function visibleShare(frame: StageFrame, zoom: number): { width: number; height: number } {
  const scale = fitScale(frame) * zoom;
  return {
    width: frame.stageWidth / (scale * frame.imageWidth),
    height: frame.stageHeight / (scale * frame.imageHeight),
  };
}

/** The view within its limits: zoom in [1, maxZoom], the photo covering the stage where it can. */
export function clampView(frame: StageFrame, view: StageView): StageView {
  const zoom = clamp(view.zoom, 1, maxZoom(frame));
  const share = visibleShare(frame, zoom);
  const centre = (value: number, visible: number) =>
    visible >= 1 ? 0.5 : clamp(value, visible / 2, 1 - visible / 2);
  return { zoom, cx: centre(view.cx, share.width), cy: centre(view.cy, share.height) };
}

/** The close-up: the region of interest as large as the stage and the photo's pixels allow. */
export function regionView(frame: StageFrame, region: RegionOfInterest): StageView {
  const width = (region.right - region.left) * frame.imageWidth;
  const height = (region.bottom - region.top) * frame.imageHeight;
  const scale = Math.min(frame.stageWidth / width, frame.stageHeight / height);
  return clampView(frame, {
    zoom: scale / fitScale(frame),
    cx: (region.left + region.right) / 2,
    cy: (region.top + region.bottom) / 2,
  });
}

/**
 * Zooms by `factor` keeping the photo's point under `anchor` (shares of the stage, the
 * pointer or the pinch's middle) where it is.
 */
export function zoomAround(
  frame: StageFrame,
  view: StageView,
  factor: number,
  anchor: { readonly x: number; readonly y: number } = { x: 0.5, y: 0.5 },
): StageView {
  const before = visibleShare(frame, view.zoom);
  const pointX = view.cx + (anchor.x - 0.5) * before.width;
  const pointY = view.cy + (anchor.y - 0.5) * before.height;
  const zoom = clamp(view.zoom * factor, 1, maxZoom(frame));
  const after = visibleShare(frame, zoom);
  return clampView(frame, {
    zoom,
    cx: pointX - (anchor.x - 0.5) * after.width,
    cy: pointY - (anchor.y - 0.5) * after.height,
  });
}

/** Moves the photo with a drag of (dx, dy), as shares of the stage: the photo follows the finger. */
export function panBy(frame: StageFrame, view: StageView, dx: number, dy: number): StageView {
  const share = visibleShare(frame, view.zoom);
  return clampView(frame, {
    zoom: view.zoom,
    cx: view.cx - dx * share.width,
    cy: view.cy - dy * share.height,
  });
}

/** A step of the open animation: zoom geometric (a steady feel), centre linear, t in [0, 1]. */
export function interpolateView(from: StageView, to: StageView, t: number): StageView {
  return {
    zoom: from.zoom * (to.zoom / from.zoom) ** t,
    cx: from.cx + (to.cx - from.cx) * t,
    cy: from.cy + (to.cy - from.cy) * t,
  };
}

/** Where both photos are drawn for a view: the same box for before and after. */
export function photoBox(frame: StageFrame, view: StageView): PhotoBox {
  const scale = fitScale(frame) * view.zoom;
  const width = frame.imageWidth * scale;
  const height = frame.imageHeight * scale;
  return {
    left: frame.stageWidth / 2 - view.cx * width,
    top: frame.stageHeight / 2 - view.cy * height,
    width,
    height,
  };
}

/** Zoomed past the whole photo (a rounding hair is still the whole photo). */
export const isZoomed = (view: StageView): boolean => view.zoom > 1.001;

/** The same view, within rounding (the toggle tells the close-up from a view moved away). */
export const sameView = (a: StageView, b: StageView): boolean =>
  Math.abs(a.zoom - b.zoom) < 0.01 &&
  Math.abs(a.cx - b.cx) < 0.002 &&
  Math.abs(a.cy - b.cy) < 0.002;

/** The keys that zoom (+, =, −) and move (arrows) the photo; '0' (the full photo) is animated. */
const KEY_STEPS: Record<string, { zoom?: number; dx?: number; dy?: number }> = {
  '+': { zoom: FOCUS_STAGE.zoomStep },
  '=': { zoom: FOCUS_STAGE.zoomStep },
  '-': { zoom: 1 / FOCUS_STAGE.zoomStep },
  // An arrow shows more of the photo on its side: the photo moves the other way.
  ArrowLeft: { dx: FOCUS_STAGE.panStep },
  ArrowRight: { dx: -FOCUS_STAGE.panStep },
  ArrowUp: { dy: FOCUS_STAGE.panStep },
  ArrowDown: { dy: -FOCUS_STAGE.panStep },
};

export const keyMovesView = (key: string): boolean => key in KEY_STEPS;

/** The view after a key press on the stage (unchanged for other keys). */
export function viewForKey(frame: StageFrame, view: StageView, key: string): StageView {
  const step = KEY_STEPS[key];
  if (!step) return view;
  if (step.zoom) return zoomAround(frame, view, step.zoom);
  return panBy(frame, view, step.dx ?? 0, step.dy ?? 0);
}
