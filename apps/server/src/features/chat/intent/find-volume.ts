/**
 * A breast-implant volume the visitor names ('350cc', '350 cc', '400ml', '300 c.c.',
 * '375 centimetros cubicos'), in the range implants come in; null when none.
 */
const VOLUME =
  /(\d{3})\s*(?:cc\b|c\.\s?c\.?|ml\b|mls\b|cm3\b|cm³|centimetros cubicos|centímetros cúbicos)/i;
const BARE = /\b(\d{3})\b(?=\s*(?:implants?|implantes?|each|de cada lado|por lado))/i;
export const IMPLANT_VOLUME_RANGE = { min: 100, max: 1000 } as const;

export function findVolume(text: string): number | null {
  const match = VOLUME.exec(text) ?? BARE.exec(text);
  const volume = match ? Number(match[1]) : Number.NaN;
  return volume >= IMPLANT_VOLUME_RANGE.min && volume <= IMPLANT_VOLUME_RANGE.max ? volume : null;
}
