import { css, element } from './style.ts';
import type { WidgetFrame } from './widget-frame.ts';

/** How long a closed modal's widget may still post (its last messages) before it goes. */
const LATE_MESSAGES_MS = 3_000;

/** Phones get the whole screen; larger screens a centred panel. */
const SMALL_SCREEN = '(max-width: 640px)';

export interface Modal {
  close(): void;
}

/**
 * The widget in a modal dialog (a native <dialog> opened with showModal: the rest of the
 * page is inert, so focus stays inside). Escape, the close button and a click beside the
 * panel close it; focus then returns to `opener`. Full-screen on small screens.
 */
export function openModal(options: {
  frame: WidgetFrame;
  label: string;
  closeLabel: string;
  opener: HTMLElement | null;
  onClose(reason: 'escape' | 'button' | 'widget' | 'api'): void;
}): Modal & { closeFor(reason: 'escape' | 'button' | 'widget' | 'api'): void } {
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
    display: 'flex',
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

  const scroll = document.documentElement.style.overflow;
  document.documentElement.style.overflow = 'hidden';
  document.body.append(dialog);
  dialog.showModal();
  options.frame.iframe.focus();

  let open = true;
  const closeFor = (reason: 'escape' | 'button' | 'widget' | 'api') => {
    if (!open) return;
    open = false;
    small.removeEventListener('change', layout);
    dialog.close();
    css(dialog, { display: 'none' });
    document.documentElement.style.overflow = scroll;
    options.opener?.focus();
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
  return { close: () => closeFor('api'), closeFor };
}
