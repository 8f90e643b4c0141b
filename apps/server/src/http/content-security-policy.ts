/**
 * Our pages load only from our own origin. Exceptions, each needed by the widget:
 * inline styles (React and component styles), data:/blob: images (photo previews),
 * https: images (a clinic's logo on its own site), blob: media and workers, and
 * 'wasm-unsafe-eval' for the in-browser pose model's WebAssembly, whose binary the
 * runtime fetches from a blob: URL (the widget's Cache Storage copy).
 */
const BASE_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** What a page opens beyond the base policy. */
export interface CspExtras {
  /** Further origins the page may call, e.g. the clinic's configUrl. */
  readonly connectOrigins?: readonly string[];
  /** Inline scripts the page runs, by hash ('sha256-…'): the embed snippet on our own pages. */
  readonly scriptHashes?: readonly string[];
}

/**
 * Directives for @fastify/helmet (camel-case not required; it accepts these names).
 * Framing: our own origin always (the demo and product pages), plus `frameAncestors`
 * (a clinic's allowed origins); never '*'.
 */
export function cspDirectives(
  frameAncestors: readonly string[],
  { connectOrigins = [], scriptHashes = [] }: CspExtras = {},
): Record<string, string[]> {
  return {
    ...Object.fromEntries(Object.entries(BASE_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // blob: the scan hands MediaPipe its runtime from the Cache Storage copy.
    'connect-src': ["'self'", 'blob:', ...connectOrigins],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
}

/** The header value: framable by our own origin and `frameAncestors`, nothing else. */
export function buildCsp(frameAncestors: readonly string[], extras: CspExtras = {}): string {
  return Object.entries(cspDirectives(frameAncestors, extras))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
