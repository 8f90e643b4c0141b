import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the list was scrolled, per history entry (its location key), for this tab. */
const STORE = 'afterlook.leads-scroll';
/** The entries kept: the newest ones. */
const KEPT = 50;

function positions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remember(key: string, y: number): void {
  const kept = Object.entries({ ...positions(), [key]: y }).slice(-KEPT);
  try {
    sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: Back still restores while the rows are cached.
  }
}

/**
 * Back (or a reload) to the leads list scrolls it where it was once its rows are in. The
 * router's ScrollRestoration (app-layout) does so at once when the rows are cached; when
 * they load afresh (a long call with a patient, a reload) it scrolls a page that is still
 * short, and the list would open at its top.
 */
export function useListScroll(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const restored = useRef<string | null>(null);

  // Stored as the list is left: another page of it or a lead (a layout effect's clean-up
  // runs before the next page is scrolled to its top), or the tab (a reload).
  useLayoutEffect(() => {
    const onPageHide = () => remember(key, window.scrollY);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      remember(key, window.scrollY);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || navigationType !== 'POP' || restored.current === key) return;
    restored.current = key;
    const y = positions()[key];
    if (y !== undefined && Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
  }, [ready, navigationType, key]);
}
