import { THEME_DEFAULTS } from '@afterlook/domain';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/i18n.ts';
import { CloseIcon } from './icons.tsx';
import './modal.css';

/** The overlay's id, as docs/product/shared-screens.md names it (host pages and tests look it up). */
export const MODAL_CONTAINER_ID = 'onboarding-advertise-v4__modal-container';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's accessible name (its visible heading's text, usually). */
  readonly label: string;
  /** Hide the close button (and ignore Escape and overlay clicks) for a modal that must be completed. */
  readonly dismissible?: boolean;
  readonly children: ReactNode;
}

/**
 * A modal dialog over a dimmed full-screen overlay (docs/product/shared-screens.md, state-machines.md#lead-forms): rendered only
 * while open, fading in after 50 ms, z-index 1000; focus stays inside while it is open,
 * Escape closes it and focus returns to where it was.
 */
export function Modal({ open, onClose, label, dismissible = true, children }: ModalProps) {
  if (!open) return null;
  return createPortal(
    <ModalContent onClose={onClose} label={label} dismissible={dismissible}>
      {children}
    </ModalContent>,
    document.body,
  );
}

function ModalContent({ onClose, label, dismissible, children }: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), THEME_DEFAULTS.modalFadeMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay closes on a pointer click; the keyboard closes with Escape inside the dialog
    <div
      id={MODAL_CONTAINER_ID}
      className={`al-modal${visible ? ' al-modal--visible' : ''}`}
      style={{ zIndex: THEME_DEFAULTS.overlayZIndex }}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className="al-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {dismissible ? (
          <button
            type="button"
            className="al-icon-button al-modal__close"
            onClick={() => onCloseRef.current()}
            aria-label={t('layout.closeModal')}
          >
            <CloseIcon />
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
