import { getTimezonesForCountry } from 'countries-and-timezones';

/**
 * A clinic's working day: the IANA time zone its days, charts and "today" follow. By
 * default the main zone of the clinic's country; an owner may choose another.
 */

/** Where the clinic's country has no zone of its own (or none is known). */
export const FALLBACK_TIME_ZONE = 'UTC';

/**
 * Countries with more than one zone of their own, and the one most of their people live
 * in (summed city populations, GeoNames): the default an owner can change. The test
 * checks every such country of the zone data is listed here.
 */
export const MOST_POPULOUS_TIME_ZONES: Readonly<Record<string, string>> = {
  AQ: 'Antarctica/McMurdo',
  AR: 'America/Argentina/Buenos_Aires',
  AS: 'Pacific/Pago_Pago',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ER: 'Africa/Asmara',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Chuuk',
  GL: 'America/Nuuk',
  ID: 'Asia/Jakarta',
  KI: 'Pacific/Tarawa',
  KZ: 'Asia/Almaty',
  MH: 'Pacific/Majuro',
  ML: 'Africa/Bamako',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  SJ: 'Arctic/Longyearbyen',
  TF: 'Indian/Kerguelen',
  UA: 'Europe/Kyiv',
  UM: 'Pacific/Midway',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  VI: 'America/St_Thomas',
  VN: 'Asia/Ho_Chi_Minh',
};

/**
 * The zones named for a country alone (Europe/Amsterdam for NL, not Europe/Brussels it
 * shares rules with), current names first; else every zone it uses.
 */
export function countryTimeZones(country: string): string[] {
  const zones = getTimezonesForCountry(country.toUpperCase(), { deprecated: true }) ?? [];
  const own = zones.filter(
    (zone) =>
      zone.name.includes('/') &&
      zone.countries.length === 1 &&
      zone.countries[0] === country.toUpperCase(),
  );
  const current = own.filter((zone) => !zone.deprecated);
  const chosen =
    current.length > 0 ? current : own.length > 0 ? own : zones.filter((zone) => !zone.deprecated);
  return chosen.map((zone) => zone.name);
}

/** The zone a clinic in `country` (ISO 3166-1 alpha-2) follows until an owner chooses. */
export function defaultTimeZone(country: string): string {
  const code = country.trim().toUpperCase();
  return MOST_POPULOUS_TIME_ZONES[code] ?? countryTimeZones(code)[0] ?? FALLBACK_TIME_ZONE;
}

const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+)+)$/;

/**
 * An IANA zone name this runtime knows: one of Intl.supportedValuesOf('timeZone'), or a
 * link to one (Asia/Kolkata where the list says Asia/Calcutta), or UTC.
 */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name) || name.length > 64) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions()
      .timeZone;
    return (
      resolved === 'UTC' || supportedTimeZones().has(resolved) || supportedTimeZones().has(name)
    );
  } catch {
    return false;
  }
}

let supported: ReadonlySet<string> | undefined;
/** Intl.supportedValuesOf('timeZone') of this runtime, read once. */
export function supportedTimeZones(): ReadonlySet<string> {
  supported ??= new Set(Intl.supportedValuesOf('timeZone'));
  return supported;
}
