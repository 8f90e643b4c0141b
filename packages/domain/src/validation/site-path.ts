/**
 * Whether a value is a path on our own site ('/static/logo.svg'), never a way to
 * another host: browsers read '//evil.example' and '/\evil.example' as scheme-relative
 * URLs, so a second slash or any backslash, control character or whitespace is refused,
 * and the path must resolve on the same origin.
 */
export function isSameSitePath(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!/^\/[^/\\]/.test(value) || /[\\\s\u0000-\u001F\u007F]/.test(value)) return false;
  const base = 'https://site.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
