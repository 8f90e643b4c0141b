import { useEffect } from 'react';
import type { Analytics } from '../analytics/analytics.ts';
import type { HostMessenger } from './host-messenger.ts';

/**
 * In the loader's modal, Escape pressed inside the widget closes the modal: the key
 * stays in the iframe and never reaches the host page, so the widget asks for it
 * (close-modal with reason 'escape', recorded as 'close modal'). Not while a dialog of
 * the widget's own is open: Escape closes that one first.
 */
export function useEscapeCloses(
  host: Pick<HostMessenger, 'post'>,
  analytics: Pick<Analytics, 'track'>,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"]')) return;
      analytics.track('close modal');
      host.post('close-modal', { reason: 'escape' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [host, analytics, enabled]);
}
