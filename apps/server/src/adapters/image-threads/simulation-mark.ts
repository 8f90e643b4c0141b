import type { RegionOfInterest, RgbaImage } from '@afterlook/domain';

/** The word every after image carries (scope 11: the picture is a simulation). */
export const SIMULATION_MARK = 'SIMULATION';

/** 5×7 glyphs of the mark's letters, a row a string. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
};
const GLYPH_W = 5;
const GLYPH_H = 7;
/** Pixels of the pill's dark backing and of the letters, blended over the picture. */
const BACKING = { value: 0, alpha: 0.42 };
const INK = { value: 255, alpha: 0.92 };

/** A rectangle of the picture, in pixels. */
interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Where the mark sits in `within` (default: the whole picture): its lower right corner,
 * and the size of one glyph pixel, scaled to that area.
 */
export function simulationMarkBox(
  width: number,
  height: number,
  within: PixelBox = { x: 0, y: 0, w: width, h: height },
) {
  // One glyph pixel per 512 px of the long side: letters about 1.4% of a 1024 px picture.
  const scale = Math.max(1, Math.round(Math.max(within.w, within.h) / 512));
  const pad = 3 * scale;
  const w = (SIMULATION_MARK.length * (GLYPH_W + 1) - 1) * scale + 2 * pad;
  const h = GLYPH_H * scale + 2 * pad;
  const margin = 4 * scale;
  return {
    x: within.x + within.w - w - margin,
    y: within.y + within.h - h - margin,
    w,
    h,
    pad,
    scale,
  };
}

type MarkBox = ReturnType<typeof simulationMarkBox>;

/** The region of interest in pixels, when the mark in the corner lies outside it. */
function regionBox(
  image: Pick<RgbaImage, 'width' | 'height'>,
  region: RegionOfInterest | null,
  corner: MarkBox,
): MarkBox | null {
  if (!region) return null;
  const x = Math.round(region.left * image.width);
  const y = Math.round(region.top * image.height);
  const box = {
    x,
    y,
    w: Math.round(region.right * image.width) - x,
    h: Math.round(region.bottom * image.height) - y,
  };
  const cornerInside =
    corner.x >= box.x &&
    corner.y >= box.y &&
    corner.x + corner.w <= box.x + box.w &&
    corner.y + corner.h <= box.y + box.h;
  const mark = simulationMarkBox(image.width, image.height, box);
  return cornerInside || mark.x < box.x || mark.y < box.y ? null : mark;
}

const blend = (data: Uint8ClampedArray, at: number, { value, alpha }: typeof INK) => {
  for (let c = 0; c < 3; c += 1) data[at + c] = (data[at + c] ?? 0) * (1 - alpha) + value * alpha;
};

/**
 * A copy of `image` with a small 'SIMULATION' pill in its lower right corner: white
 * letters on a translucent dark backing, so the after image says what it is wherever
 * it ends up (saved, forwarded, posted to the host page). With the result's region of
 * interest, a second pill sits in the region's own corner, so the close-up the patient
 * opens on shows it too. Too small a picture for the pill is returned as it is.
 */
export function stampSimulationMark(
  image: RgbaImage,
  region: RegionOfInterest | null = null,
): RgbaImage {
  const box = simulationMarkBox(image.width, image.height);
  if (box.x < 0 || box.y < 0) return image;
  return stampSimulationMarkInPlace({ ...image, data: new Uint8ClampedArray(image.data) }, region);
}

/**
 * The same pills drawn on `image` itself, for an after image nobody else holds: a
 * series spares a 4 MB copy per image.
 */
export function stampSimulationMarkInPlace(
  image: RgbaImage,
  region: RegionOfInterest | null = null,
): RgbaImage {
  for (const box of simulationMarkBoxes(image, region)) drawMark(image, box);
  return image;
}

/**
 * Where the pills go on a picture of this size: the corner's, and the region's own
 * when it has one apart (none when the picture is too small). The e2e leaves them out
 * of what it counts as the treatment's visible change.
 */
export function simulationMarkBoxes(
  image: Pick<RgbaImage, 'width' | 'height'>,
  region: RegionOfInterest | null = null,
): MarkBox[] {
  const corner = simulationMarkBox(image.width, image.height);
  if (corner.x < 0 || corner.y < 0) return [];
  const inRegion = regionBox(image, region, corner);
  return inRegion ? [corner, inRegion] : [corner];
}

function drawMark(image: RgbaImage, box: MarkBox): void {
  const { data } = image;
  const pixel = (x: number, y: number) => (y * image.width + x) * 4;
  for (let y = box.y; y < box.y + box.h; y += 1) {
    for (let x = box.x; x < box.x + box.w; x += 1) blend(data, pixel(x, y), BACKING);
  }
  [...SIMULATION_MARK].forEach((letter, n) => {
    const rows = GLYPHS[letter] ?? [];
    const left = box.x + box.pad + n * (GLYPH_W + 1) * box.scale;
    rows.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < box.scale; dy += 1) {
          for (let dx = 0; dx < box.scale; dx += 1) {
            const x = left + gx * box.scale + dx;
            blend(data, pixel(x, box.y + box.pad + gy * box.scale + dy), INK);
          }
        }
      });
    });
  });
}
