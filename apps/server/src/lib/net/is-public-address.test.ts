import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './is-public-address.ts';
import { refuseOutboundUrl } from './refuse-outbound-url.ts';

// The outbound guard's address rule, from ipaddr.js's special-purpose range list: only
// its 'unicast' is public, and IPv6 forms that carry an IPv4 address are judged by it.
describe('public addresses', () => {
  it('finding 19: NAT64, 6to4, v4-mapped and v4-compatible spellings of private addresses are not public', () => {
    const hidden = {
      'NAT64 127.0.0.1': '64:ff9b::7f00:1',
      'NAT64 10.0.0.1': '64:ff9b::a00:1',
      'NAT64 169.254.169.254': '64:ff9b::a9fe:a9fe',
      'local-use NAT64': '64:ff9b:1::808:808',
      '6to4 127.0.0.1': '2002:7f00:1::1',
      '6to4 192.168.1.1': '2002:c0a8:101::',
      'v4-mapped 127.0.0.1': '::ffff:127.0.0.1',
      'v4-mapped, hex': '::ffff:7f00:1',
      'v4-mapped 10.0.0.1': '::ffff:10.0.0.1',
      'v4-compatible 127.0.0.1': '::7f00:1',
      'v4-compatible 8.8.8.8 (deprecated)': '::808:808',
      teredo: '2001::1',
      'IPv4-translated': '::ffff:0:a00:1',
    };
    for (const [name, address] of Object.entries(hidden)) {
      expect(isPublicAddress(address), name).toBe(false);
    }
    for (const url of [
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[2002:7f00:1::]/',
    ]) {
      expect(refuseOutboundUrl(url, false), url).toMatch(/non-public address/);
    }
  });

  it('refuses every special-purpose range, and keeps public addresses public in any spelling', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
