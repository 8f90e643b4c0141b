import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** `::ffff:1.2.3.4` (how dual-stack sockets report IPv4 peers) becomes `1.2.3.4`. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** IPv4-compatible `::a.b.c.d` (deprecated, RFC 4291 §2.5.5.1): nothing public lives there. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
/** The well-known NAT64 prefix (RFC 6052); its local-use /48 (RFC 8215) is never public. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address written in two 16-bit groups of an IPv6 address. */
const ipv4Of = (high = 0, low = 0) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 address an IPv6 one stands for (v4-mapped, NAT64, 6to4), or null. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  const parts = address.parts;
  // ::ffff:a.b.c.d and 64:ff9b::a.b.c.d end with it.
  if (range === 'ipv4Mapped' || (range === 'rfc6052' && address.match(NAT64_WELL_KNOWN))) {
    return ipv4Of(parts[6], parts[7]);
  }
  // 2002:AABB:CCDD::/48 carries AA.BB.CC.DD in its second and third groups.
  if (range === '6to4') return ipv4Of(parts[1], parts[2]);
  return null;
}

/**
 * True for an address anyone may reach on the internet. Judged by ipaddr.js's
 * special-purpose range list (IANA's registries: private, loopback, link-local, CGNAT,
 * unique-local, documentation, benchmarking, multicast, reserved…): only its 'unicast'
 * is public. Forms that carry an IPv4 address inside IPv6 (v4-mapped, NAT64, 6to4) are
 * judged by that IPv4 address; IPv4-compatible, teredo and the rest are never public.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = ipaddr.IPv6.parse(address);
  const inner = embeddedIpv4(v6);
  if (inner) return inner.range() === 'unicast';
  return v6.range() === 'unicast' && !v6.match(IPV4_COMPATIBLE);
}
