import { hostname } from 'node:os';
import { newId } from '../../lib/secrets.ts';

/** Who holds a job's lease: this host, this process, and a random part for this queue. */
export const newLeaseOwner = (): string => `${hostname()}:${process.pid}:${newId()}`;

/**
 * True when the lease owner was a process of this host that has exited: its jobs can be
 * taken over at once instead of when the lease runs out. An owner elsewhere, or a pid
 * that answers (even a reused one), is left to its lease.
 */
export function ownerIsGone(owner: string | null): boolean {
  const [host, pid] = (owner ?? '').split(':');
  if (host !== hostname() || !pid || !/^\d+$/.test(pid) || Number(pid) === process.pid) {
    return false;
  }
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
