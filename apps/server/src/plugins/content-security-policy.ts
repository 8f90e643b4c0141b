/**
 * Our pages load only from our own origin. Exceptions, each needed by the widget:
 * inline styles (React and component styles), data:/blob: images (photo previews),
 * https: images (a clinic's logo on its own site), blob: media and workers, and
 * 'wasm-unsafe-eval' for the in-browser pose model's WebAssembly.
 */
const BASE_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * Directives for @fastify/helmet (camel-case not required; it accepts these names).
 * `connectOrigins` are further origins the page may call, e.g. the clinic's configUrl.
 */
export function cspDirectives(
  frameAncestors: readonly string[] | '*',
  connectOrigins: readonly string[] = [],
): Record<string, string[]> {
  return {
    ...Object.fromEntries(Object.entries(BASE_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    'connect-src': ["'self'", ...connectOrigins],
    'frame-ancestors': frameAncestors === '*' ? ['*'] : ["'self'", ...frameAncestors],
  };
}

/**
 * The header value. Widget pages may be framed by any site, or only by the clinic's
 * allowed origins when it lists some.
 */
export function buildCsp(
  frameAncestors: readonly string[] | '*',
  connectOrigins: readonly string[] = [],
): string {
  return Object.entries(cspDirectives(frameAncestors, connectOrigins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
