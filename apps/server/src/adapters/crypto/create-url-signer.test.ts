import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './create-url-signer.ts';

const secret = new TextEncoder().encode('k'.repeat(43));
let now = new Date('2026-01-01T00:00:00.000Z');
const signer = createUrlSigner(secret, () => now);
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('createUrlSigner', () => {
  it('verifies its own URL for the same operation and resource only', () => {
    const url = signer.sign('/blobs/v1/a.png', 'get', 'a.png', {
      clinicId: 'c1',
      keyEpoch: 0,
      lang: 'es',
      ttlMs: 60_000,
    });
    expect(signer.verify('get', 'a.png', query(url))).toMatchObject({
      ok: true,
      value: { clinicId: 'c1', lang: 'es' },
    });
    expect(signer.verify('put', 'a.png', query(url))).toMatchObject({ error: 'forged_signature' });
    expect(signer.verify('get', 'b.png', query(url))).toMatchObject({ error: 'forged_signature' });
  });

  it('refuses a changed clinic, key epoch, language or expiry, and a foreign key', () => {
    const url = signer.sign('/m', 'meta', 'job', { clinicId: 'c1', keyEpoch: 0, ttlMs: 60_000 });
    const q = query(url);
    for (const change of [
      { c: 'c2' },
      { k: '1' },
      { l: 'es' },
      { e: String(Number(q.e) + 3600) },
    ]) {
      expect(signer.verify('meta', 'job', { ...q, ...change })).toMatchObject({
        ok: false,
        error: 'forged_signature',
      });
    }
    const other = createUrlSigner(new TextEncoder().encode('o'.repeat(43)), () => now);
    expect(other.verify('meta', 'job', q)).toMatchObject({ error: 'forged_signature' });
    expect(signer.verify('meta', 'job', { ...q, s: 'short' })).toMatchObject({
      error: 'forged_signature',
    });
  });

  it('expires after its TTL', () => {
    const url = signer.sign('/m', 'get', 'k', { clinicId: 'c1', keyEpoch: 0, ttlMs: 10 * 60_000 });
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect(signer.verify('get', 'k', query(url))).toMatchObject({ error: 'expired_signature' });
  });
});
