import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps a conversation scrolled to its end as messages arrive and their typing grows:
 * `list` is the growing element, `end` a marker after everything that follows it.
 * `changed` is what makes a jump worth doing (the message count, what follows the list);
 * nothing jumps while `active` is false (an empty chat keeps its top in view). The end
 * also comes back into view when the visual viewport shrinks (the keyboard opens).
 */
export function useFollowLatest<TList extends HTMLElement>(
  changed: readonly unknown[],
  active = true,
): { readonly list: RefObject<TList | null>; readonly end: RefObject<HTMLDivElement | null> } {
  const end = useRef<HTMLDivElement | null>(null);
  const list = useRef<TList | null>(null);

  useEffect(() => {
    const target = list.current;
    if (!target || typeof ResizeObserver !== 'function') return;
    const follow = new ResizeObserver(() => end.current?.scrollIntoView?.({ block: 'end' }));
    follow.observe(target);
    return () => follow.disconnect();
  }, []);
  useEffect(() => {
    if (active) end.current?.scrollIntoView?.({ block: 'end' });
  }, [active, ...changed]);
  // A phone keyboard opening shrinks the visual viewport: the latest message stays in view.
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? null : window.visualViewport;
    if (!active || !viewport) return;
    const keep = () => end.current?.scrollIntoView?.({ block: 'end' });
    viewport.addEventListener('resize', keep);
    return () => viewport.removeEventListener('resize', keep);
  }, [active]);
  return { list, end };
}
