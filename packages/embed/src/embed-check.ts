/**
 * The loader's first call: can this page show this clinic's widget? POST with the SDK
 * key as a text/plain body (a simple request: no preflight, and no key in a URL or a
 * log); any page may read the answer, so the web person learns why from the console.
 */
export const EMBED_CHECK_PATH = '/api/v1/embed-check';

export const EMBED_VERDICTS = [
  'ok',
  /** No clinic has this key (a typo, the guide's placeholder, a key rotated away). */
  'unknown_key',
  /** The clinic does not list the page's origin (a file:// page has none). */
  'origin_not_allowed',
  /** The demo key opens the widget only on the server's own machine. */
  'demo_key_local_only',
] as const;
export type EmbedVerdict = (typeof EMBED_VERDICTS)[number];

export interface EmbedCheckAnswer {
  readonly verdict: EmbedVerdict;
  /** With 'ok': the clinic's theme colour, the button's colour unless the page sets one. */
  readonly theme_color?: string;
}
