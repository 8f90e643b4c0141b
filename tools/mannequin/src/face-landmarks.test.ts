import { describe, expect, it } from 'vitest';
import { FACE_POINTS } from './face-landmarks.ts';
import { AVERAGE_FIGURE } from './figure-params.ts';
import { renderFigure } from './render-figure.ts';

describe('face landmarks of a head view', () => {
  const head = renderFigure(AVERAGE_FIGURE, 'HEAD_FRONT', { size: 192 });
  const face = head.face;

  it('fills every documented face point and 20-point lip contours', () => {
    expect(face).not.toBeNull();
    expect(face?.points).toHaveLength(FACE_POINTS.length);
    expect(face?.outerLips).toHaveLength(20);
    expect(face?.innerLips).toHaveLength(20);
  });

  it("starts the lips at the subject's left corner (image right) and runs clockwise", () => {
    const outer = face?.outerLips ?? [];
    const [start] = outer;
    expect(start?.x).toBe(Math.max(...outer.map((p) => p.x)));
    // Clockwise on screen from the right-hand corner means the lower lip (larger y) first.
    expect(outer[5]?.y ?? 0).toBeGreaterThan(outer[15]?.y ?? 0);
  });

  it('keeps the inner contour inside the outer one', () => {
    const outer = face?.outerLips ?? [];
    const inner = face?.innerLips ?? [];
    const lowerOuter = outer[5]?.y ?? 0;
    const upperOuter = outer[15]?.y ?? 0;
    expect(inner[5]?.y ?? 0).toBeLessThan(lowerOuter);
    expect(inner[15]?.y ?? 0).toBeGreaterThan(upperOuter);
  });

  it('lands the lips on the figure', () => {
    for (const p of face?.outerLips ?? []) {
      expect(head.mask.data[Math.floor(p.y) * head.mask.width + Math.floor(p.x)]).toBe(255);
    }
  });
});
