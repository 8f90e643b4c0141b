import { css, DEFAULT_THEME, element, SAFE_HEX, textOn } from './style.ts';

export interface ButtonOptions {
  /** The button's text; default 'See your results'. */
  readonly label?: string;
  /** A #rgb or #rrggbb colour; default the widget's #00B7F4. */
  readonly themeColor?: string;
  readonly position?: 'bottom-right' | 'bottom-left';
  /**
   * Load the widget, hidden, once the page is idle, so a click shows it at once; it
   * starts no session and counts nothing until opened. Default true; never on a
   * connection that asks to save data.
   */
  readonly preload?: boolean;
}

/** The floating pill that opens the modal: theme colour, label and corner configurable. */
export function createFloatingButton(
  options: ButtonOptions,
  onClick: (button: HTMLButtonElement) => void,
): HTMLButtonElement {
  const color =
    options.themeColor && SAFE_HEX.test(options.themeColor) ? options.themeColor : DEFAULT_THEME;
  const button = element('button', 'afterlook-button', {
    position: 'fixed',
    bottom: '20px',
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
  css(button, options.position === 'bottom-left' ? { left: '20px' } : { right: '20px' });
  button.type = 'button';
  button.textContent = options.label?.trim() || 'See your results';
  button.setAttribute('aria-haspopup', 'dialog');
  button.addEventListener('click', () => onClick(button));
  document.body.append(button);
  return button;
}
