/**
 * Styles go through the CSSOM (element.style, element.animate), never a <style> element
 * or a style attribute: a clinic's Content-Security-Policy may forbid inline styles,
 * and the CSSOM is outside its reach.
 */
export function css(element: HTMLElement, styles: Partial<CSSStyleDeclaration>): void {
  Object.assign(element.style, styles);
}

/** An element with a class name (for host pages that want to restyle it) and styles. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  styles: Partial<CSSStyleDeclaration> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  css(node, styles);
  return node;
}

/** Black or white text, whichever reads better on a #rgb/#rrggbb background. */
export function textOn(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white (1.05 / (L + 0.05)) beats contrast with black above L ≈ 0.18.
  return luminance > 0.179 ? '#0f1b2d' : '#ffffff';
}

export const DEFAULT_THEME = '#00B7F4';
export const SAFE_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
