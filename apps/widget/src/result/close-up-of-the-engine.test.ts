import { buildDeformation, type Deformation, seriesRegion } from '@afterlook/simulation';
import { withSmoothTail } from '@afterlook/simulation/testing/smooth-tail';
import { syntheticPortrait } from '@afterlook/simulation/testing/synthetic-face';
import { describe, expect, it } from 'vitest';
import { photoBox, regionView, type StageFrame } from './stage-view.ts';

// The server stores every photo with its long side at 1024 px (a 512 px portrait is
// scaled up to it); a phone's stage is about 358 CSS px square.
const SIZE = 1024;
const phone: StageFrame = {
  stageWidth: 358,
  stageHeight: 358,
  imageWidth: SIZE,
  imageHeight: SIZE,
};

// A portrait where the face fills the frame (92 % of its height), as patients take them.
const portrait = syntheticPortrait(SIZE, 0.92);
const lips = portrait.subject.face?.outerLips ?? [];
const mouth = {
  left: Math.min(...lips.map((p) => p.x)),
  right: Math.max(...lips.map((p) => p.x)),
  top: Math.min(...lips.map((p) => p.y)),
  bottom: Math.max(...lips.map((p) => p.y)),
};

function lipFiller(): Deformation {
  const built = buildDeformation({
    width: SIZE,
    height: SIZE,
    subject: portrait.subject,
    procedure: 'LIP_FILLER',
    view: 'HEAD_FRONT',
  });
  if (!built.ok) throw new Error(built.reason);
  return built.deformation;
}

// Issue 30: the result stage opened on "Close-up" with the whole face in view (zoom
// barely above 1). The close-up of the engine's region must be the lips.
describe('the close-up of a lip filler on a frame-filling portrait', () => {
  it.each([
    ['the engine’s own field', () => lipFiller()],
    [
      'a field whose smooth tail reaches across the face',
      () =>
        withSmoothTail(
          lipFiller(),
          { x: (mouth.left + mouth.right) / 2, y: (mouth.top + mouth.bottom) / 2 },
          0.4 * SIZE,
          0.2,
        ),
    ],
  ])('%s: opens at least 2.5× on the lips, all of them on the stage', (_, deformation) => {
    const region = seriesRegion(deformation());
    if (!region) throw new Error('no region');
    const view = regionView(phone, region);
    expect(view.zoom).toBeGreaterThanOrEqual(2.5);
    const box = photoBox(phone, view);
    const scale = box.width / SIZE;
    expect(box.left + mouth.left * scale).toBeGreaterThanOrEqual(0);
    expect(box.left + mouth.right * scale).toBeLessThanOrEqual(phone.stageWidth);
    expect(box.top + mouth.top * scale).toBeGreaterThanOrEqual(0);
    expect(box.top + mouth.bottom * scale).toBeLessThanOrEqual(phone.stageHeight);
  });
});
