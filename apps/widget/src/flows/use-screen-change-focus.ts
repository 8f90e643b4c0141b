import { useEffect, useRef } from 'react';

/**
 * On a screen change (not on the first screen), start at the top and move focus to the
 * new screen's heading, so keyboard and screen-reader users land on the new content.
 */
export function useScreenChangeFocus(screen: string) {
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    window.scrollTo?.({ top: 0 });
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [screen]);
}
