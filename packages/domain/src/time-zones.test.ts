import { getAllCountries, getCountry, getTimezonesForCountry } from 'countries-and-timezones';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, startOfDay } from './calendar-days.ts';
import {
  countryTimeZones,
  defaultTimeZone,
  isTimeZone,
  MOST_POPULOUS_TIME_ZONES,
} from './time-zones.ts';

describe("a clinic's default time zone", () => {
  it('is the main zone of its country (CL, ES, US: the most populous of several)', () => {
    expect(defaultTimeZone('CL')).toBe('America/Santiago');
    expect(defaultTimeZone('ES')).toBe('Europe/Madrid');
    expect(defaultTimeZone('US')).toBe('America/New_York');
    expect(defaultTimeZone('mx')).toBe('America/Mexico_City');
    expect(defaultTimeZone('CO')).toBe('America/Bogota');
    // The zone named for the country, not the one it shares rules with.
    expect(defaultTimeZone('NL')).toBe('Europe/Amsterdam');
    expect(defaultTimeZone('SE')).toBe('Europe/Stockholm');
    expect(defaultTimeZone('ZZ')).toBe('UTC');
  });

  it('is a zone Intl knows for every country, and every country of several zones says which', () => {
    const undecided: string[] = [];
    for (const country of Object.keys(getAllCountries())) {
      expect(isTimeZone(defaultTimeZone(country)), country).toBe(true);
      const several =
        countryTimeZones(country).length > 1 || (getCountry(country)?.timezones.length ?? 0) > 1;
      if (several && !MOST_POPULOUS_TIME_ZONES[country]) undecided.push(country);
    }
    expect(undecided).toEqual([]);
    for (const [country, zone] of Object.entries(MOST_POPULOUS_TIME_ZONES)) {
      const zones = (getTimezonesForCountry(country, { deprecated: true }) ?? []).map(
        (z) => z.name,
      );
      expect(zones, country).toContain(zone);
    }
  });
});

describe('time zone names', () => {
  it('takes IANA names Intl knows, links to them too, and nothing else', () => {
    for (const name of [
      'America/Santiago',
      'Asia/Kolkata',
      'Europe/Kyiv',
      'UTC',
      'America/Argentina/Buenos_Aires',
    ]) {
      expect(isTimeZone(name), name).toBe(true);
    }
    for (const name of ['Mars/Olympus', 'america/santiago', 'EST', '+03:00', '', 'Europe/']) {
      expect(isTimeZone(name), name).toBe(false);
    }
  });
});

describe("a zone's days", () => {
  it('turn at local midnight, across a month end', () => {
    expect(dayIn(new Date('2026-03-01T02:59:00Z'), 'America/Santiago')).toBe('2026-02-28');
    expect(dayIn(new Date('2026-03-01T03:00:00Z'), 'America/Santiago')).toBe('2026-03-01');
    expect(dayIn(new Date('2026-03-01T03:00:00Z'), 'UTC')).toBe('2026-03-01');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('start where DST moves the clock: Santiago at midnight, New York at 2 am', () => {
    // Chile: clocks forward at 00:00 on 6 September 2026 (there is no midnight: 01:00 -03).
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(startOfDay('2026-09-07', 'America/Santiago').toISOString()).toBe(
      '2026-09-07T03:00:00.000Z',
    );
    // Clocks back at 00:00 on 5 April 2026: 4 April lasts 25 hours.
    expect(startOfDay('2026-04-04', 'America/Santiago').toISOString()).toBe(
      '2026-04-04T03:00:00.000Z',
    );
    expect(startOfDay('2026-04-05', 'America/Santiago').toISOString()).toBe(
      '2026-04-05T04:00:00.000Z',
    );
    // New York: 8 March 2026 lasts 23 hours, 1 November 25.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(startOfDay('2026-11-02', 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
    expect(startOfDay('2026-05-10', 'Asia/Kolkata').toISOString()).toBe('2026-05-09T18:30:00.000Z');
    expect(startOfDay('2026-05-10', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-05-09T10:00:00.000Z',
    );
  });
});
