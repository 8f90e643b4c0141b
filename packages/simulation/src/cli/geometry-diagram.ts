import type { RgbaImage } from '@afterlook/domain';
import type { DisplacementField } from '../field/displacement-field.ts';
import { sampleGrid } from '../field/grid.ts';
import type { Point } from '../types.ts';
import { drawArrow, drawDot } from './draw.ts';

/**
 * The geometry of a deformation drawn over its photo: the region that moves
 * tinted, arrows from where tissue was to where it goes (lengths exaggerated so
 * a few pixels read), and the anatomical control points as dots.
 */
export function geometryDiagram(
  image: RgbaImage,
  field: DisplacementField,
  controls: readonly Point[],
  exaggeration: number,
): RgbaImage {
  const { width, height } = image;
  const data = new Uint8ClampedArray(image.data);
  const out: RgbaImage = { width, height, data };
  const r = field.region;
  if (r) {
    for (let y = r.y0; y < r.y1; y++) {
      for (let x = r.x0; x < r.x1; x++) {
        const m = Math.hypot(sampleGrid(field, field.dx, x, y), sampleGrid(field, field.dy, x, y));
        if (m < 0.25) continue;
        const o = (y * width + x) * 4;
        const a = Math.min(0.35, 0.12 + m * 0.03);
        data[o] = (data[o] as number) * (1 - a) + 40 * a;
        data[o + 1] = (data[o + 1] as number) * (1 - a) + 150 * a;
        data[o + 2] = (data[o + 2] as number) * (1 - a) + 255 * a;
      }
    }
  }
  const scale = Math.max(width, height) / 1024;
  const spacing = Math.max(8, Math.round(30 * scale));
  for (let y = spacing / 2; y < height; y += spacing) {
    for (let x = spacing / 2; x < width; x += spacing) {
      const bx = sampleGrid(field, field.dx, x, y);
      const by = sampleGrid(field, field.dy, x, y);
      if (Math.hypot(bx, by) < 0.75) continue;
      // Tissue at p + b shows at p after the procedure: it moved by −b.
      const from = { x: x + bx, y: y + by };
      const to = { x: from.x - bx * exaggeration, y: from.y - by * exaggeration };
      drawArrow(out, from, to, Math.max(1.5, 2.2 * scale), [230, 90, 20]);
    }
  }
  for (const p of controls) drawDot(out, p, Math.max(2.5, 4.5 * scale), [200, 20, 60]);
  return out;
}
