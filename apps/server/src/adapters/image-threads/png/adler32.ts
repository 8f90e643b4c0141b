/** Adler-32 (RFC 1950), the checksum a zlib stream ends with. */
const BASE = 65521;
/** Most bytes summed before the sums must be reduced (zlib's NMAX): they stay below 2^53. */
const NMAX = 5552;

/** The Adler-32 of `bytes`, continuing from `adler` (1 for a fresh stream). */
export function adler32(bytes: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  const n = bytes.length;
  for (let start = 0; start < n; start += NMAX) {
    const end = Math.min(n, start + NMAX);
    let i = start;
    // Four bytes a step: the sums' loop is what costs.
    for (; i + 4 <= end; i += 4) {
      a += bytes[i] as number;
      b += a;
      a += bytes[i + 1] as number;
      b += a;
      a += bytes[i + 2] as number;
      b += a;
      a += bytes[i + 3] as number;
      b += a;
    }
    for (; i < end; i++) {
      a += bytes[i] as number;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * The Adler-32 of two byte runs back to back, from each run's own checksum and the
 * second run's length (zlib's adler32_combine): runs compressed apart still end in
 * one zlib trailer.
 */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let a = first & 0xffff;
  let b = (rem * a) % BASE;
  a += (second & 0xffff) + BASE - 1;
  b += (first >>> 16) + (second >>> 16) + BASE - rem;
  if (a >= BASE) a -= BASE;
  if (a >= BASE) a -= BASE;
  if (b >= 2 * BASE) b -= 2 * BASE;
  if (b >= BASE) b -= BASE;
  return ((b << 16) | a) >>> 0;
}
