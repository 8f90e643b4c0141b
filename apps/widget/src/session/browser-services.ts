import { browserImageCodec } from '../photo/prepare-photo.ts';
import type { KeyValueStorage } from './bootstrap.ts';
import type { BrowserServices } from './widget-env.tsx';

/** Storage a sandboxed or privacy-mode frame may refuse to give: null then. */
function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    const store = window[kind];
    const probe = '__afterlook_probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

/** Loads an image the way the result screen will show it (no fetch: an <img> request). */
export const preloadImage = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image failed to load: ${url}`));
    image.src = url;
  });

export function createBrowserServices(): BrowserServices {
  return {
    imageCodec: browserImageCodec,
    preloadImage,
    reload: () => window.location.reload(),
    localStorage: storage('localStorage'),
    sessionStorage: storage('sessionStorage'),
  };
}
