import { describe, expect, it } from 'vitest';
import {
  adjustmentKind,
  fitLongSide,
  middleIndex,
  PHOTO_WORKING_LONG_SIDE_PX,
  snapDivider,
} from './visualization.ts';

describe('visualization rules', () => {
  it('scales a photo down (never up) to the 1024 px working size', () => {
    expect(PHOTO_WORKING_LONG_SIDE_PX).toBe(1024);
    expect(fitLongSide(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitLongSide(3024, 4032)).toEqual({ width: 768, height: 1024 });
    expect(fitLongSide(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('labels the adjustment per procedure (docs/product/shared-screens.md)', () => {
    expect(adjustmentKind('BREAST_AUGMENTATION')).toBe('implantSize');
    expect(adjustmentKind('BREAST_LIFT_AND_AUGMENTATION')).toBe('implantSize');
    expect(adjustmentKind('BREAST_LIFT')).toBe('lift');
    expect(adjustmentKind('BBL')).toBe('bbl');
    expect(adjustmentKind('TUMMY_TUCK')).toBe('result');
  });

  it('starts the slider at the middle index', () => {
    expect([1, 2, 3, 5].map(middleIndex)).toEqual([0, 1, 1, 2]);
  });

  it('snaps the divider to 1 above 0.5, else 0', () => {
    expect([0.2, 0.5, 0.51, 1].map((p) => snapDivider(p))).toEqual([0, 0, 1, 1]);
  });
});
