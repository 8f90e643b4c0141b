import { css, DEFAULT_THEME, element, SAFE_HEX, textOn } from './style.ts';

export interface ButtonOptions {
  /** The button's text; default 'See your results' in the page's language. */
  readonly label?: string;
  /** A #rgb or #rrggbb colour; default the clinic's theme colour. */
  readonly themeColor?: string;
  readonly position?: 'bottom-right' | 'bottom-left';
  /**
   * How far from the page's side and bottom edges (px, or any CSS length), to clear a
   * site's own fixed buttons; default 20px each.
   */
  readonly offsetX?: number | string;
  readonly offsetY?: number | string;
  /**
   * Load the widget, hidden, once the page is idle, so a click shows it at once; it
   * starts no session and counts nothing until opened. Default true; never on a
   * connection that asks to save data.
   */
  readonly preload?: boolean;
}

/** A CSS length from a number of px or a length as written ('24px', '1.5rem'); else 20px. */
const lengthOf = (value: number | string | undefined): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value === 'string' && /^\d+(?:\.\d+)?(?:px|rem|em|vh|vw|%)?$/.test(value.trim())) {
    return /\d$/.test(value.trim()) ? `${value.trim()}px` : value.trim();
  }
  return '20px';
};

/**
 * The floating pill that opens the modal: label, colour, corner and offsets
 * configurable; by default the clinic's colour and the page's language.
 */
export function createFloatingButton(
  options: ButtonOptions,
  defaults: { readonly label: string; readonly themeColor: string | undefined },
  onClick: (button: HTMLButtonElement) => void,
): HTMLButtonElement {
  const color =
    [options.themeColor, defaults.themeColor].find((c) => c && SAFE_HEX.test(c)) ?? DEFAULT_THEME;
  const button = element('button', 'afterlook-button', {
    position: 'fixed',
    bottom: lengthOf(options.offsetY),
    zIndex: '2147482999',
    minHeight: '48px',
    padding: '0 22px',
    border: '0',
    borderRadius: '999px',
    background: color,
    color: textOn(color),
    font: '600 16px/1 Urbanist, system-ui, -apple-system, "Segoe UI", sans-serif',
    boxShadow: '0 8px 24px rgba(11, 20, 32, .25)',
    cursor: 'pointer',
  });
  const side = lengthOf(options.offsetX);
  css(button, options.position === 'bottom-left' ? { left: side } : { right: side });
  button.type = 'button';
  button.textContent = options.label?.trim() || defaults.label;
  button.setAttribute('aria-haspopup', 'dialog');
  button.addEventListener('click', () => onClick(button));
  document.body.append(button);
  return button;
}
