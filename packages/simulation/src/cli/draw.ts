import type { RgbaImage } from '@afterlook/domain';
import type { Point } from '../types.ts';

export type Rgb = readonly [number, number, number];

/** Blends `color` into the pixel at (x, y) with coverage 0..1. */
function blend(image: RgbaImage, x: number, y: number, color: Rgb, coverage: number): void {
  if (coverage <= 0 || x < 0 || y < 0 || x >= image.width || y >= image.height) return;
  const o = (y * image.width + x) * 4;
  const a = Math.min(1, coverage);
  const d = image.data as Uint8ClampedArray;
  d[o] = (d[o] as number) + (color[0] - (d[o] as number)) * a;
  d[o + 1] = (d[o + 1] as number) + (color[1] - (d[o + 1] as number)) * a;
  d[o + 2] = (d[o + 2] as number) + (color[2] - (d[o + 2] as number)) * a;
}

/** An anti-aliased thick segment (round caps). */
export function drawSegment(image: RgbaImage, a: Point, b: Point, width: number, color: Rgb): void {
  const r = width / 2;
  const x0 = Math.floor(Math.min(a.x, b.x) - r - 1);
  const x1 = Math.ceil(Math.max(a.x, b.x) + r + 1);
  const y0 = Math.floor(Math.min(a.y, b.y) - r - 1);
  const y1 = Math.ceil(Math.max(a.y, b.y) + r + 1);
  const vx = b.x - a.x;
  const vy = b.y - a.y;
  const len2 = vx * vx + vy * vy || 1;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5 - a.x;
      const py = y + 0.5 - a.y;
      const t = Math.min(1, Math.max(0, (px * vx + py * vy) / len2));
      const d = Math.hypot(px - vx * t, py - vy * t);
      blend(image, x, y, color, r + 0.5 - d);
    }
  }
}

/** An arrow from `from` to `to` with a head proportional to the stroke. */
export function drawArrow(
  image: RgbaImage,
  from: Point,
  to: Point,
  width: number,
  color: Rgb,
): void {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < 0.5) return;
  const ux = dx / len;
  const uy = dy / len;
  const head = Math.min(len * 0.5, width * 3.5);
  drawSegment(image, from, to, width, color);
  for (const sign of [-1, 1]) {
    const back = {
      x: to.x - ux * head + sign * -uy * head * 0.55,
      y: to.y - uy * head + sign * ux * head * 0.55,
    };
    drawSegment(image, to, back, width, color);
  }
}

/** A filled dot with a light ring, for control points. */
export function drawDot(image: RgbaImage, at: Point, radius: number, color: Rgb): void {
  const ring: Rgb = [255, 255, 255];
  for (let y = Math.floor(at.y - radius - 3); y <= Math.ceil(at.y + radius + 3); y++) {
    for (let x = Math.floor(at.x - radius - 3); x <= Math.ceil(at.x + radius + 3); x++) {
      const d = Math.hypot(x + 0.5 - at.x, y + 0.5 - at.y);
      blend(image, x, y, ring, radius + 2.5 - d);
      blend(image, x, y, color, radius + 0.5 - d);
    }
  }
}
