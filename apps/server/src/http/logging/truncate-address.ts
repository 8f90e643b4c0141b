import { isIP } from 'node:net';

/**
 * A client address cut to its network (IPv4 /24, IPv6 /48): enough to tell where
 * trouble comes from, not enough to name a patient's device.
 */
export function truncateAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const version = isIP(ip);
  if (version === 4) return `${ip.split('.').slice(0, 3).join('.')}.0`;
  if (version === 6) {
    const [head = ''] = ip.split('::');
    const groups = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return '[address]';
}
