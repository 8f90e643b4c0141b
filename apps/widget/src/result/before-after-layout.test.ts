import { describe, expect, it } from 'vitest';
import { beforeAfterLayout, closeUpCrop, LAYOUT } from './before-after-layout.ts';

const lips = { left: 0.4, top: 0.6, right: 0.6, bottom: 0.7 };

describe('the downloadable before/after', () => {
  it('has the clinic band, the close-up row, the full row and the note, in that order', () => {
    const layout = beforeAfterLayout(900, 1024, lips);
    expect(layout.rows.map((row) => row.kind)).toEqual(['closeUp', 'full']);
    const [closeUp, full] = layout.rows;
    expect(closeUp?.before.y).toBe(LAYOUT.header);
    expect(full?.before.y).toBeGreaterThan(
      (closeUp?.before.y ?? 0) + (closeUp?.before.height ?? 0),
    );
    expect(layout.footer.y + layout.footer.height).toBe(layout.height);
    // The after sits beside the before, at the same size.
    expect(full?.after).toMatchObject({ y: full?.before.y, width: full?.before.width });
    expect(full?.crop).toEqual({ x: 0, y: 0, width: 900, height: 1024 });
  });

  it('without a region (an older server) only the full photos', () => {
    expect(beforeAfterLayout(900, 1024, null).rows.map((row) => row.kind)).toEqual(['full']);
  });

  it('the close-up holds the whole region at the panel’s proportions, inside the photo', () => {
    const crop = closeUpCrop(lips, 1000, 1000, 4 / 3);
    expect(crop.x).toBeLessThanOrEqual(400);
    expect(crop.x + crop.width).toBeGreaterThanOrEqual(600);
    expect(crop.y).toBeLessThanOrEqual(600);
    expect(crop.y + crop.height).toBeGreaterThanOrEqual(700);
    expect(crop.width / crop.height).toBeCloseTo(4 / 3, 1);
    const edge = closeUpCrop({ left: 0.9, top: 0.9, right: 1, bottom: 1 }, 1000, 1000, 4 / 3);
    expect(edge.x + edge.width).toBeLessThanOrEqual(1000);
    expect(edge.y + edge.height).toBeLessThanOrEqual(1000);
  });
});
