/**
 * A page cursor of a newest-first list: the last row's time and id, as base64url JSON,
 * so the next page starts right after it at any depth.
 */
export const encodePageCursor = (at: string, id: string): string =>
  Buffer.from(JSON.stringify([at, id]), 'utf8').toString('base64url');

/** The [time, id] a cursor of encodePageCursor holds; null for anything else. */
export function decodePageCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // Not ours: fall through.
  }
  return null;
}
