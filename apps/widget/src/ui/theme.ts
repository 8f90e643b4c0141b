import { THEME_DEFAULTS } from '@afterlook/domain';

type Rgb = readonly [r: number, g: number, b: number];

const INK: Rgb = [15, 27, 45];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** `#RGB`, `#RRGGBB` (or their alpha forms, alpha ignored) → channels; null for anything else. */
export function parseHexColor(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const hex = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

const toHex = (rgb: Rgb): string =>
  `#${[...rgb].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `amount` of `target` mixed into `base` (0 = base, 1 = target). */
const mix = ([r, g, b]: Rgb, [tr, tg, tb]: Rgb, amount: number): Rgb => [
  r + (tr - r) * amount,
  g + (tg - g) * amount,
  b + (tb - b) * amount,
];

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The CSS variables a theme colour drives. Clinics pick any brand colour, so the text
 * on it (`--al-on-theme`, on the filled surfaces `--al-theme-fill`) reaches 4.5:1, and the theme
 * colour used as text on white and on its soft tint (`--al-theme-ink`) is darkened until
 * it reaches 4.5:1 on both.
 */
export function themeVariables(color: string): Record<string, string> {
  const rgb = parseHexColor(color) ?? parseHexColor(THEME_DEFAULTS.themeColor) ?? [0, 183, 244];
  const soft = mix(rgb, WHITE, 0.9);
  // The ink also sits on the soft tint ('Powered by', selected rows): 4.5:1 there too.
  let ink = rgb;
  for (let step = 0; step < 30 && contrastRatio(ink, soft) < 4.5; step += 1) {
    ink = mix(ink, BLACK, 0.08);
  }
  // Text on the theme: white or ink, whichever reads better; when neither reaches 4.5:1
  // (a mid orange), the filled surfaces darken until white does.
  const onTheme = contrastRatio(rgb, WHITE) >= contrastRatio(rgb, INK) ? WHITE : INK;
  let fill = rgb;
  if (contrastRatio(fill, onTheme) < 4.5) {
    for (let step = 0; step < 30 && contrastRatio(fill, WHITE) < 4.5; step += 1) {
      fill = mix(fill, BLACK, 0.06);
    }
  }
  return {
    '--al-theme': toHex(rgb),
    '--al-theme-fill': toHex(fill),
    '--al-theme-dark': toHex(mix(rgb, BLACK, 0.16)),
    '--al-theme-soft': toHex(soft),
    '--al-theme-tint': toHex(mix(rgb, WHITE, 0.72)),
    '--al-theme-ink': toHex(ink),
    '--al-on-theme': fill === rgb ? toHex(onTheme) : '#ffffff',
  };
}

/** A CSS font-family list with the clinic's font first and our self-hosted Urbanist next. */
export function fontStack(fontFamily: string | null | undefined): string {
  const fallback = `"${THEME_DEFAULTS.fontFamily}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  const name = fontFamily?.replace(/["\\;{}<>]/g, '').trim();
  if (!name || name.toLowerCase() === THEME_DEFAULTS.fontFamily.toLowerCase()) return fallback;
  return `"${name}", ${fallback}`;
}

/** The size and motion constants of docs/product/limits.md as CSS variables, so stylesheets never repeat them. */
export const layoutVariables = (): Record<string, string> => ({
  '--al-button-height': `${THEME_DEFAULTS.buttonHeightPx}px`,
  '--al-spinner-size': `${THEME_DEFAULTS.spinnerPx}px`,
  '--al-spinner-size-small': `${THEME_DEFAULTS.smallSpinnerPx}px`,
  '--al-overlay-z': String(THEME_DEFAULTS.overlayZIndex),
  '--al-modal-fade': `${THEME_DEFAULTS.modalFadeMs}ms`,
});

/** Sets CSS variables on an element (the document root for the whole widget). */
export function applyVariables(element: HTMLElement, variables: Record<string, string>): void {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
}
