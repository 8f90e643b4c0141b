import { FOCUS_STAGE } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import {
  clampView,
  FULL_VIEW,
  interpolateView,
  maxZoom,
  panBy,
  photoBox,
  regionView,
  type StageFrame,
  viewForKey,
  zoomAround,
} from './stage-view.ts';

// A 1024×1024 photo on a phone's 358×358 stage: zoom 1 shows it at 0.35 CSS px per pixel.
const phone: StageFrame = {
  stageWidth: 358,
  stageHeight: 358,
  imageWidth: 1024,
  imageHeight: 1024,
};
// A tall torso photo letterboxed in a wide stage.
const tall: StageFrame = { stageWidth: 400, stageHeight: 300, imageWidth: 480, imageHeight: 1024 };
const lips = { left: 0.4, top: 0.6, right: 0.6, bottom: 0.7 };

describe('the result stage view', () => {
  it('fits the whole photo at zoom 1, centred', () => {
    expect(photoBox(phone, FULL_VIEW)).toEqual({ left: 0, top: 0, width: 358, height: 358 });
    const box = photoBox(tall, FULL_VIEW);
    expect(box.height).toBeCloseTo(300);
    expect(box.left).toBeCloseTo((400 - box.width) / 2);
  });

  it('zooms no further than one image pixel per CSS pixel', () => {
    expect(maxZoom(phone)).toBeCloseTo(1024 / 358 / FOCUS_STAGE.maxPixelScale);
    const box = photoBox(phone, clampView(phone, { zoom: 50, cx: 0.5, cy: 0.5 }));
    expect(box.width).toBeCloseTo(1024 * FOCUS_STAGE.maxPixelScale);
  });

  it('opens the close-up on the region: it stays inside the stage, centred on it', () => {
    const view = regionView(phone, lips);
    expect(view.cx).toBeCloseTo(0.5);
    expect(view.cy).toBeCloseTo(0.65);
    const box = photoBox(phone, view);
    expect(box.left + lips.left * box.width).toBeGreaterThanOrEqual(-0.001);
    expect(box.left + lips.right * box.width).toBeLessThanOrEqual(358.001);
    expect(view.zoom).toBeGreaterThan(2);
  });

  it('a region near the edge: the photo still covers the stage (no band of nothing)', () => {
    const corner = { left: 0.9, top: 0.9, right: 1, bottom: 1 };
    const box = photoBox(phone, regionView(phone, corner));
    expect(box.left + box.width).toBeCloseTo(358);
    expect(box.top + box.height).toBeCloseTo(358);
  });

  it('zooming around the pointer keeps the photo point under it', () => {
    const view = zoomAround(phone, FULL_VIEW, 2, { x: 0.25, y: 0.25 });
    const box = photoBox(phone, view);
    // The photo point at a quarter of the stage before (0.25, 0.25) is still there.
    expect(box.left + 0.25 * box.width).toBeCloseTo(0.25 * 358);
    expect(box.top + 0.25 * box.height).toBeCloseTo(0.25 * 358);
    expect(zoomAround(phone, view, 0.01).zoom).toBe(1);
  });

  it('a drag moves the photo with the finger, up to its edge', () => {
    const zoomed = zoomAround(phone, FULL_VIEW, 2);
    const moved = panBy(phone, zoomed, 0.1, 0);
    expect(photoBox(phone, moved).left - photoBox(phone, zoomed).left).toBeCloseTo(35.8);
    expect(photoBox(phone, panBy(phone, zoomed, 5, 5))).toMatchObject({ left: 0, top: 0 });
    // At zoom 1 there is nothing to pan.
    expect(panBy(phone, FULL_VIEW, 0.3, 0.3)).toEqual(FULL_VIEW);
  });

  it('the open animation runs from the full photo to the close-up', () => {
    const target = regionView(phone, lips);
    expect(interpolateView(FULL_VIEW, target, 0)).toEqual(FULL_VIEW);
    const end = interpolateView(FULL_VIEW, target, 1);
    expect(end.zoom).toBeCloseTo(target.zoom);
    expect(end.cy).toBeCloseTo(target.cy);
    const middle = interpolateView(FULL_VIEW, target, 0.5);
    expect(middle.zoom).toBeGreaterThan(1);
    expect(middle.zoom).toBeLessThan(target.zoom);
  });

  it('keys: + and − zoom at the centre, arrows show more of their side', () => {
    const zoomed = viewForKey(phone, FULL_VIEW, '+');
    expect(zoomed.zoom).toBeCloseTo(FOCUS_STAGE.zoomStep);
    expect(viewForKey(phone, zoomed, '-').zoom).toBeCloseTo(1);
    expect(viewForKey(phone, zoomed, 'ArrowLeft').cx).toBeLessThan(zoomed.cx);
    expect(viewForKey(phone, zoomed, 'ArrowDown').cy).toBeGreaterThan(zoomed.cy);
    expect(viewForKey(phone, zoomed, 'a')).toBe(zoomed);
  });
});
