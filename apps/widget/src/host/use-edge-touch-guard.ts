import { GESTURES } from '@afterlook/domain';
import { useEffect } from 'react';

/** Whether a touch starting at x (CSS px) is within the guard band of either screen edge. */
export const isEdgeTouch = (x: number, screenWidth: number): boolean =>
  x < GESTURES.edgeGuardPx || x > screenWidth - GESTURES.edgeGuardPx;

/**
 * Blocks touch starts within 20 px of the left and right screen edges (docs/product/state-machines.md#chat-flows,
 * §9), where phones start their back and forward swipes: a patient scrolling the chat
 * near the edge must not leave the page and lose the conversation.
 */
export function useEdgeTouchGuard() {
  useEffect(() => {
    const guard = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && isEdgeTouch(touch.clientX, window.innerWidth)) event.preventDefault();
    };
    // Not passive: only a non-passive listener may cancel the touch.
    document.addEventListener('touchstart', guard, { passive: false });
    return () => document.removeEventListener('touchstart', guard);
  }, []);
}
