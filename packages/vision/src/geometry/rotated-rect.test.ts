import { describe, expect, it } from 'vitest';
import { fromRectUnit, letterboxRect, rotationToAlign, squareAndScale } from './rotated-rect.ts';

describe('rotated rect', () => {
  it('maps the unit square of an upright rect onto its pixels', () => {
    const rect = { centerX: 100, centerY: 50, width: 40, height: 20, rotation: 0 };
    expect(fromRectUnit(rect, 0, 0)).toEqual({ x: 80, y: 40 });
    expect(fromRectUnit(rect, 1, 1)).toEqual({ x: 120, y: 60 });
  });

  it('turns the crop clockwise on screen for a positive rotation', () => {
    const rect = { centerX: 0, centerY: 0, width: 2, height: 2, rotation: Math.PI / 2 };
    const right = fromRectUnit(rect, 1, 0.5);
    expect(right.x).toBeCloseTo(0);
    expect(right.y).toBeCloseTo(1);
  });

  it('needs no rotation when the body already points up (hip → head is +90°)', () => {
    expect(rotationToAlign({ x: 10, y: 100 }, { x: 10, y: 20 }, Math.PI / 2)).toBeCloseTo(0);
    // Lying with the head to the image's right: the crop turns a quarter-turn.
    expect(rotationToAlign({ x: 10, y: 100 }, { x: 90, y: 100 }, Math.PI / 2)).toBeCloseTo(
      Math.PI / 2,
    );
  });

  it('letterboxes a landscape image into a square on its long side', () => {
    expect(letterboxRect(400, 300)).toEqual({
      centerX: 200,
      centerY: 150,
      width: 400,
      height: 400,
      rotation: 0,
    });
    expect(squareAndScale({ ...letterboxRect(10, 10), width: 8 }, 1.5).width).toBe(15);
  });
});
