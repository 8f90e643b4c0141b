import { readFileSync } from 'node:fs';

/** Linux reports a process's CPU time in clock ticks of 10 ms (USER_HZ is 100). */
const TICK_MS = 10;

/**
 * CPU time a process has used so far, every thread of it, in ms (Linux /proc), or
 * null where /proc is missing. Unlike wall time, it hardly moves when other work
 * shares the machine.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name, which may hold spaces: utime and stime are 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : null;
  } catch {
    return null;
  }
}
