const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The wall clock of `zone` at `instant`, read as if it were UTC (ms). */
function wallClockMs(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * The last moment at or before `now` when the clock of `zone` read `hour`:00 (the daily
 * digest's moment). A zone's offset is found by reading its clock, so summer time and
 * every zone the runtime knows work; on a day that skips that hour, the moment is where
 * the clock jumped past it.
 */
export function lastDigestMoment(now: Date, zone: string, hour: number): Date {
  const nowMs = now.getTime();
  // Whole seconds: the zone's clock is read to the second.
  const second = nowMs - (((nowMs % 1000) + 1000) % 1000);
  const wall = wallClockMs(second, zone);
  let target = Math.floor(wall / DAY_MS) * DAY_MS + hour * HOUR_MS;
  if (target > wall) target -= DAY_MS;
  // Wall time to instant: subtract the zone's offset there (twice: the offset may differ).
  let instant = target - (wall - second);
  instant = target - (wallClockMs(instant, zone) - instant);
  return new Date(instant > nowMs ? instant - DAY_MS : instant);
}
