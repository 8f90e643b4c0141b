import * as z from 'zod/mini';

/** Path parameter of GET {api}/user-location/{ip}: an IPv4 or IPv6 address. */
export const UserLocationParams = z.object({
  ip: z.union([z.ipv4(), z.ipv6()]).check(z.describe('IPv4 or IPv6 address')),
});
export type UserLocationParams = z.infer<typeof UserLocationParams>;

/**
 * GET {api}/user-location/{ip} and GET {api}/user-location (the caller's own address).
 * Either part may be an empty string when the database does not know it.
 */
export const UserLocation = z.object({
  city: z.string(),
  subdivision: z.string(),
});
export type UserLocation = z.infer<typeof UserLocation>;

/** What the widget shows when the location cannot be resolved (docs/product/api.md#session-and-clinic, errors.md). */
export const UNKNOWN_LOCATION = 'Unknown';

/** 'city, subdivision', skipping an empty part; 'Unknown' when both are empty. */
export function formatLocation(location: UserLocation): string {
  const parts = [location.city.trim(), location.subdivision.trim()].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : UNKNOWN_LOCATION;
}
