import { css, element } from './style.ts';
import type { WidgetFrame } from './widget-frame.ts';

/** How long a closed modal's widget may still post (its last messages) before it goes. */
const LATE_MESSAGES_MS = 3_000;

/** Phones get the whole screen; larger screens a centred panel. */
const SMALL_SCREEN = '(max-width: 640px)';

type CloseReason = 'escape' | 'button' | 'widget' | 'api';

/**
 * The widget in a modal dialog, built ahead and hidden, its widget loading inside;
 * `show` opens it.
 */
export interface PreparedModal {
  readonly frame: WidgetFrame;
  show(opener: HTMLElement | null): void;
  close(): void;
  closeFor(reason: CloseReason): void;
  /** Takes a modal that was never shown out of the page. */
  discard(): void;
}

/**
 * The widget in a modal dialog (a native <dialog> opened with showModal: the rest of the
 * page is inert, so focus stays inside). Escape, the close button and a click beside the
 * panel close it; focus then returns to the opener, or, when the opener is gone or
 * hidden (a carousel slide that rotated away), to the floating button. Full-screen on
 * small screens. It is
 * in the page, hidden, from the start: its iframe loads meanwhile (an iframe moved in
 * the DOM would load again, so the dialog is built around it at once).
 */
/** Whether an element is in the page and rendered (checkVisibility where the browser has it). */
const isShown = (node: HTMLElement) =>
  node.isConnected && (node.checkVisibility?.() ?? node.getClientRects().length > 0);

export function prepareModal(options: {
  frame: WidgetFrame;
  label: string;
  closeLabel: string;
  onClose(reason: CloseReason): void;
  /** Where focus goes when the opener can no longer take it (the floating button). */
  fallbackFocus(): HTMLElement | null;
}): PreparedModal {
  const dialog = element('dialog', 'afterlook-modal', {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    maxWidth: '100vw',
    maxHeight: '100dvh',
    margin: '0',
    padding: '0',
    border: '0',
    background: 'rgba(11, 20, 32, .55)',
    // Shown as flex by show().
    display: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: '2147483000',
  });
  dialog.setAttribute('aria-label', options.label);
  const panel = element('div', 'afterlook-modal__panel', {
    position: 'relative',
    overflow: 'hidden',
    background: '#fff',
    boxShadow: '0 24px 64px rgba(11, 20, 32, .35)',
  });
  const close = element('button', 'afterlook-modal__close', {
    position: 'absolute',
    top: '8px',
    right: '8px',
    zIndex: '1',
    width: '36px',
    height: '36px',
    border: '0',
    borderRadius: '50%',
    background: 'rgba(255,255,255,.92)',
    color: '#0f1b2d',
    font: '24px/1 system-ui, sans-serif',
    cursor: 'pointer',
    boxShadow: '0 1px 4px rgba(11,20,32,.25)',
  });
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', options.closeLabel);
  panel.append(close, options.frame.root);
  dialog.append(panel);

  const small = window.matchMedia(SMALL_SCREEN);
  const layout = () =>
    css(
      panel,
      small.matches
        ? { width: '100%', height: '100%', borderRadius: '0' }
        : { width: '440px', height: 'min(780px, calc(100dvh - 48px))', borderRadius: '20px' },
    );
  layout();
  small.addEventListener('change', layout);
  document.body.append(dialog);

  let open = false;
  let closed = false;
  let opener: HTMLElement | null = null;
  let scroll = '';
  const closeFor = (reason: CloseReason) => {
    if (!open || closed) return;
    open = false;
    closed = true;
    small.removeEventListener('change', layout);
    dialog.close();
    css(dialog, { display: 'none' });
    document.documentElement.style.overflow = scroll;
    (opener && isShown(opener) ? opener : options.fallbackFocus())?.focus();
    options.onClose(reason);
    // The widget leaves a moment later: Chromium drops messages from a frame already
    // removed, and the all-poses scan posts its views right after close-modal.
    setTimeout(() => {
      options.frame.remove();
      dialog.remove();
    }, LATE_MESSAGES_MS);
  };
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    closeFor('escape');
  });
  close.addEventListener('click', () => closeFor('button'));
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) closeFor('button');
  });
  return {
    frame: options.frame,
    show(by) {
      if (open || closed) return;
      open = true;
      opener = by;
      scroll = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      css(dialog, { display: 'flex' });
      dialog.showModal();
      options.frame.iframe.focus();
    },
    close: () => closeFor('api'),
    closeFor,
    discard() {
      if (open) return;
      closed = true;
      small.removeEventListener('change', layout);
      options.frame.remove();
      dialog.remove();
    },
  };
}
