import type { RgbaImage } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { type DisplacementField, fieldRegion, identityField } from '../field/displacement-field.ts';
import { createGrid } from '../field/grid.ts';
import { warpImage } from './warp-image.ts';
import { warpMask } from './warp-mask.ts';

function noise(width: number, height: number): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let k = 0; k < data.length; k++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    data[k] = seed >>> 24;
  }
  return { width, height, data };
}

/** A field that moves the nodes inside a box by (bx, by) and leaves the rest still. */
function boxField(
  width: number,
  height: number,
  cell: number,
  box: [number, number, number, number],
  bx: number,
  by: number,
): DisplacementField {
  const grid = createGrid(width, height, cell);
  const dx = new Float32Array(grid.cols * grid.rows);
  const dy = new Float32Array(grid.cols * grid.rows);
  for (let j = 0; j < grid.rows; j++) {
    for (let i = 0; i < grid.cols; i++) {
      const x = i * cell;
      const y = j * cell;
      if (x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]) {
        dx[j * grid.cols + i] = bx;
        dy[j * grid.cols + i] = by;
      }
    }
  }
  return { ...grid, dx, dy, region: fieldRegion(grid, dx, dy) };
}

describe('warpImage', () => {
  it('copies the image bit for bit under the identity field', () => {
    const image = noise(37, 29);
    const out = warpImage(image, identityField(createGrid(37, 29, 4)));
    expect(out.data).toEqual(image.data);
    expect(out.data).not.toBe(image.data);
  });

  it('shows the source pixel at p + d for an integer displacement', () => {
    const image = noise(64, 64);
    const field = boxField(64, 64, 8, [16, 16, 48, 48], 3, -2);
    const out = warpImage(image, field);
    // Deep inside the box every node moves by (3, −2): an exact copy from there.
    for (let y = 24; y < 40; y++) {
      for (let x = 24; x < 40; x++) {
        for (let c = 0; c < 4; c++) {
          expect(out.data[(y * 64 + x) * 4 + c]).toBe(image.data[((y - 2) * 64 + x + 3) * 4 + c]);
        }
      }
    }
  });

  it('leaves every pixel outside the field region untouched', () => {
    const image = noise(64, 64);
    const field = boxField(64, 64, 8, [24, 24, 40, 40], 1.7, 2.3);
    const region = field.region;
    expect(region).not.toBeNull();
    const out = warpImage(image, field);
    let changedInside = 0;
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        const inside = region && x >= region.x0 && x < region.x1 && y >= region.y0 && y < region.y1;
        const o = (y * 64 + x) * 4;
        const same = [0, 1, 2, 3].every((c) => out.data[o + c] === image.data[o + c]);
        if (!inside) expect(same).toBe(true);
        else if (!same) changedInside++;
      }
    }
    expect(changedInside).toBeGreaterThan(100);
  });

  it('interpolates between pixels bilinearly for a half-pixel move', () => {
    const data = new Uint8ClampedArray(16 * 16 * 4);
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) data.set([x * 10, 0, 0, 255], (y * 16 + x) * 4);
    }
    const out = warpImage(
      { width: 16, height: 16, data },
      boxField(16, 16, 4, [0, 0, 16, 16], 0.5, 0),
    );
    expect(out.data[(8 * 16 + 5) * 4]).toBe(55);
  });

  it('warpMask moves the mask with the same field', () => {
    const mask = { width: 64, height: 64, data: new Uint8Array(64 * 64) };
    for (let y = 20; y < 44; y++) for (let x = 20; x < 44; x++) mask.data[y * 64 + x] = 255;
    const field = boxField(64, 64, 8, [0, 0, 64, 64], 4, 0);
    const out = warpMask(mask, field);
    expect(out.data[30 * 64 + 16]).toBe(255);
    expect(out.data[30 * 64 + 40]).toBe(0);
  });
});
