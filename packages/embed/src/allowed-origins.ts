/**
 * A clinic's allowed origins: exact origins (`https://clinic.example`) or, for local
 * development, any port of one host (`http://localhost:*`, the CSP source syntax).
 * The server's frame-ancestors, CORS and session checks and the widget's own check
 * all read the list through these two functions.
 */

/** `scheme://host[:port]` with port `*` allowed; lower case, no path. */
const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;

/** The value written as an allowed origin, or null when it is not one (a path, a query...). */
export function normalizeOriginPattern(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '').toLowerCase();
  if (!ORIGIN_PATTERN.test(trimmed)) return null;
  if (trimmed.endsWith(':*')) return trimmed;
  return URL.canParse(trimmed) && new URL(trimmed).origin === trimmed ? trimmed : null;
}

/** Whether `origin` (as a browser sends it) is one of `allowed`. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const actual = origin.toLowerCase();
  return allowed.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === actual;
    const base = pattern.slice(0, -2);
    return (
      actual === base ||
      (actual.startsWith(`${base}:`) && /^\d+$/.test(actual.slice(base.length + 1)))
    );
  });
}
