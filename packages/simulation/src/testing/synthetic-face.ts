import type { FaceLandmarks, Landmark, RgbaImage, SubjectAnalysis } from '@afterlook/domain';

/**
 * A flat head-front test image: an oval face with lips whose outer and inner
 * contours are known exactly (the lip-filler tests' ground truth).
 */
export interface SyntheticFace {
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
}

/** The face's oval: centre and radii, pixels. */
export interface FaceOval {
  readonly x: number;
  readonly y: number;
  readonly rx: number;
  readonly ry: number;
}

export function syntheticFace(
  size: number,
  mouth: { x: number; y: number; halfWidth: number; upper: number; lower: number },
  oval: FaceOval = { x: size / 2, y: size * 0.48, rx: size * 0.36, ry: size * 0.46 },
): SyntheticFace {
  const { x: cx, y: cy, halfWidth: w, upper, lower } = mouth;
  const upperOuter = (s: number) => cy - upper * (1 - s * s) ** 0.6 * (1 + 0.12 * Math.cos(8 * s));
  const lowerOuter = (s: number) => cy + lower * (1 - s * s) ** 0.5;
  const gap = (s: number) => 0.06 * upper * (1 - s * s);
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      const fx = (x - oval.x) / oval.rx;
      const fy = (y - oval.y) / oval.ry;
      const inFace = fx * fx + fy * fy < 1;
      let rgb: [number, number, number] = inFace ? [226, 184, 160] : [70, 80, 96];
      if (inFace) {
        const shade =
          1 - 0.25 * (fx * fx + fy * fy) + 0.03 * Math.sin(x * 0.3) * Math.sin(y * 0.25);
        rgb = [rgb[0] * shade, rgb[1] * shade, rgb[2] * shade];
      }
      const s = (x - cx) / w;
      if (Math.abs(s) < 1) {
        if (y > cy - gap(s) && y < cy + gap(s)) rgb = [60, 20, 25];
        else if (y >= upperOuter(s) && y <= cy) rgb = [178, 82, 88];
        else if (y >= cy && y <= lowerOuter(s)) rgb = [190, 92, 98];
      }
      data[o] = rgb[0];
      data[o + 1] = rgb[1];
      data[o + 2] = rgb[2];
      data[o + 3] = 255;
    }
  }
  const point = (x: number, y: number): Landmark => ({ x, y, visibility: 1 });
  const n = 10;
  const outerLips: Landmark[] = [];
  const innerLips: Landmark[] = [];
  // Clockwise from the image-left corner: along the upper lip, then back along the lower.
  for (let k = 0; k <= n; k++) {
    const s = -1 + (2 * k) / n;
    outerLips.push(point(cx + s * w, upperOuter(s)));
    innerLips.push(point(cx + s * w * 0.92, cy - gap(s)));
  }
  for (let k = n - 1; k >= 1; k--) {
    const s = -1 + (2 * k) / n;
    outerLips.push(point(cx + s * w, lowerOuter(s)));
    innerLips.push(point(cx + s * w * 0.92, cy + gap(s)));
  }
  const face: FaceLandmarks = { points: [...outerLips, ...innerLips], outerLips, innerLips };
  return { image: { width: size, height: size, data }, subject: { body: null, mask: null, face } };
}

/**
 * A head-front portrait whose face is `faceShare` of the photo's height, centred at
 * `centre` (shares of the photo): the mouth in an adult's proportions (as wide as 36 %
 * of the face, half a face-radius below its centre), so faces of any size in the
 * frame differ only in scale and place.
 */
export function syntheticPortrait(
  size: number,
  faceShare: number,
  centre: { readonly x: number; readonly y: number } = { x: 0.5, y: 0.48 },
): SyntheticFace {
  const ry = (faceShare * size) / 2;
  const rx = 0.78 * ry;
  const x = centre.x * size;
  const y = centre.y * size;
  const halfWidth = 0.36 * rx;
  return syntheticFace(
    size,
    { x, y: y + 0.52 * ry, halfWidth, upper: 0.21 * halfWidth, lower: 0.27 * halfWidth },
    { x, y, rx, ry },
  );
}
