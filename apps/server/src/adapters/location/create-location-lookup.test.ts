import { describe, expect, it } from 'vitest';
import { isPublicAddress, normalizeAddress } from '../../lib/net/is-public-address.ts';
import { createLocationLookup } from './create-location-lookup.ts';

// One lookup for the file: each database is read once (~65 MB).
const lookup = createLocationLookup();

describe('location lookup (DB-IP city lite, offline)', () => {
  it('finds city and subdivision of public IPv4 addresses', async () => {
    expect(await lookup.lookup('8.8.8.8')).toEqual({
      ok: true,
      value: { city: 'Mountain View', subdivision: 'California' },
    });
    expect(await lookup.lookup('81.2.69.142')).toEqual({
      ok: true,
      value: { city: 'London', subdivision: 'England' },
    });
  });

  it('reads IPv6 from the IPv6 database and IPv4-mapped addresses as IPv4', async () => {
    const v6 = await lookup.lookup('2001:4860:4860::8888');
    expect(v6.ok && v6.value.city.length > 0).toBe(true);
    expect(await lookup.lookup('::ffff:8.8.8.8')).toMatchObject({
      ok: true,
      value: { city: 'Mountain View' },
    });
  });

  it('refuses private, loopback and malformed addresses', async () => {
    expect(await lookup.lookup('192.168.1.10')).toMatchObject({
      ok: false,
      error: 'private_address',
    });
    expect(await lookup.lookup('127.0.0.1')).toMatchObject({ ok: false, error: 'private_address' });
    expect(await lookup.lookup('::1')).toMatchObject({ ok: false, error: 'private_address' });
    expect(await lookup.lookup('999.1.1.1')).toMatchObject({ ok: false, error: 'invalid_address' });
  });

  it('classifies addresses', () => {
    expect(normalizeAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('fd00::1')).toBe(false);
    expect(isPublicAddress('1.1.1.1')).toBe(true);
  });
});
