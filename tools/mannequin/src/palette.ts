import type { HairColor, SkinTone, SuitColor } from './figure-params.ts';

export type Rgb = readonly [number, number, number];

/** sRGB 0..255 → linear 0..1. */
export function srgbToLinear(c: Rgb): Rgb {
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [f(c[0]), f(c[1]), f(c[2])];
}

/** Linear 0..1 → sRGB 0..1. */
export function linearToSrgb(v: number): number {
  const c = v <= 0 ? 0 : Math.min(v, 1);
  return c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
}

/** Clay albedos spanning the Fitzpatrick range, slightly desaturated like matte clay. */
export const SKIN_SRGB: Readonly<Record<SkinTone, Rgb>> = {
  porcelain: [226, 192, 170],
  light: [226, 180, 150],
  medium: [198, 146, 108],
  olive: [172, 124, 88],
  brown: [128, 86, 58],
  deep: [84, 56, 40],
};

export const HAIR_SRGB: Readonly<Record<HairColor, Rgb>> = {
  black: [28, 24, 23],
  'dark-brown': [52, 36, 27],
  brown: [92, 62, 40],
  auburn: [108, 52, 32],
  blonde: [176, 142, 96],
};

export const SUIT_SRGB: Readonly<Record<SuitColor, Rgb>> = {
  sand: [200, 184, 160],
  stone: [146, 144, 140],
  charcoal: [62, 62, 66],
  sage: [136, 150, 128],
  terracotta: [168, 104, 84],
};
