import type { SurfaceLook } from './look.ts';

/**
 * Soft studio lighting for clay, in camera space (x right, y up, z toward the
 * camera): a warm key from upper left, a cool fill from the right, two rims from
 * behind that separate the figure from the backdrop, and a sky/floor ambient.
 */
interface Light {
  readonly dir: readonly [number, number, number];
  readonly color: readonly [number, number, number];
}

const unit = (x: number, y: number, z: number): [number, number, number] => {
  const n = Math.hypot(x, y, z);
  return [x / n, y / n, z / n];
};

const KEY: Light = { dir: unit(-0.6, 0.55, 0.6), color: [2.3, 2.18, 2.0] };
const FILL: Light = { dir: unit(0.8, 0.05, 0.6), color: [0.36, 0.39, 0.44] };
const RIMS: readonly Light[] = [
  { dir: unit(0.7, 0.45, -0.55), color: [0.75, 0.74, 0.72] },
  { dir: unit(-0.75, 0.35, -0.55), color: [0.4, 0.4, 0.42] },
];
const SKY: readonly [number, number, number] = [0.3, 0.32, 0.36];
const GROUND: readonly [number, number, number] = [0.2, 0.18, 0.16];
/** Per-channel wrap of skin-like scattering: red light travels furthest under skin. */
const SCATTER_WRAP: readonly [number, number, number] = [0.55, 0.33, 0.26];
const EXPOSURE = 1.05;

/** Soft exponential tone curve: keeps clay highlights from clipping. */
const tone = (v: number): number => 1 - Math.exp(-v * EXPOSURE);

/**
 * Shaded colour (linear, tone-mapped to 0..1) of a surface with camera-space normal
 * (nx, ny, nz) and ambient occlusion `ao` (1 = open). Writes into out[0..2].
 */
export function shadeClay(
  look: SurfaceLook,
  nx: number,
  ny: number,
  nz: number,
  ao: number,
  out: Float32Array,
): void {
  let r = 0;
  let g = 0;
  let b = 0;
  const wr = SCATTER_WRAP[0] * look.scatter;
  const wg = SCATTER_WRAP[1] * look.scatter;
  const wb = SCATTER_WRAP[2] * look.scatter;
  const diffuse = (light: Light, occlusion: number) => {
    const ndl = nx * light.dir[0] + ny * light.dir[1] + nz * light.dir[2];
    r += Math.max(0, (ndl + wr) / (1 + wr)) * light.color[0] * occlusion;
    g += Math.max(0, (ndl + wg) / (1 + wg)) * light.color[1] * occlusion;
    b += Math.max(0, (ndl + wb) / (1 + wb)) * light.color[2] * occlusion;
    return ndl;
  };
  // Occlusion darkens direct light less than ambient: a cheap stand-in for soft shadows.
  const direct = 0.45 + 0.55 * ao;
  diffuse(KEY, direct);
  diffuse(FILL, direct);
  for (const rim of RIMS) diffuse(rim, ao);
  const up = 0.5 + 0.5 * ny;
  r += (SKY[0] * up + GROUND[0] * (1 - up)) * ao;
  g += (SKY[1] * up + GROUND[1] * (1 - up)) * ao;
  b += (SKY[2] * up + GROUND[2] * (1 - up)) * ao;
  r *= look.r;
  g *= look.g;
  b *= look.b;

  // Blinn-Phong highlight from the key, normalised so broad and tight lobes carry similar energy.
  const hx = KEY.dir[0];
  const hy = KEY.dir[1];
  const hz = KEY.dir[2] + 1;
  const hn = Math.hypot(hx, hy, hz);
  const ndh = Math.max(0, (nx * hx + ny * hy + nz * hz) / hn);
  const spec = look.specular * ndh ** look.shininess * ((look.shininess + 8) / 25) * direct;
  // Grazing sheen, as matte clay and skin both show at the silhouette.
  const sheen = 0.06 * (1 - Math.max(0, nz)) ** 4 * ao;
  out[0] = tone(r + spec * KEY.color[0] + sheen);
  out[1] = tone(g + spec * KEY.color[1] + sheen);
  out[2] = tone(b + spec * KEY.color[2] + sheen);
}
