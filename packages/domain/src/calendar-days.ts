/**
 * Calendar days of a time zone: which day an instant falls on there, and where a day
 * starts. Apart from time-zones.ts (its zone data), so a page that only counts days
 * does not load it.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
};

/** The calendar day (YYYY-MM-DD) it is at `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** `day` moved by `days` calendar days (YYYY-MM-DD). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The instant `day` begins in `timeZone`: its local midnight, or where midnight does not
 * exist (a DST change at 00:00, as in America/Santiago) the first minute it does. Found by
 * halving the minutes between the earliest and latest offsets a zone can have, so no
 * offset or rule is assumed.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Offsets run from UTC-12 to UTC+14: the day starts within these bounds.
  let before = (midnightUtc - 15 * 60 * MINUTE_MS) / MINUTE_MS;
  let after = (midnightUtc + 13 * 60 * MINUTE_MS) / MINUTE_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (dayIn(new Date(middle * MINUTE_MS), timeZone) >= day) after = middle;
    else before = middle;
  }
  return new Date(after * MINUTE_MS);
}
