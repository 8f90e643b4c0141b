import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine } from './adler32.ts';

describe('Adler-32, the zlib trailer of a joined stream', () => {
  it('matches the RFC 1950 checksum of known inputs', () => {
    expect(adler32(new Uint8Array())).toBe(1);
    expect(adler32(Buffer.from('Wikipedia', 'ascii'))).toBe(0x11e60398);
    // A long run of 0xff overflows naive sums: the reduction every NMAX bytes must hold.
    expect(adler32(new Uint8Array(1_000_000).fill(0xff))).toBe(0x3843_e1be);
  });

  it('combines the checksums of two runs into the checksum of both', () => {
    for (const [left, right] of [
      [0, 10],
      [7, 0],
      [5552, 5553],
      [70_000, 131_071],
      [1, 65_521],
    ] as const) {
      const a = randomBytes(left);
      const b = randomBytes(right);
      expect(adler32Combine(adler32(a), adler32(b), b.length)).toBe(adler32(Buffer.concat([a, b])));
    }
  });
});
