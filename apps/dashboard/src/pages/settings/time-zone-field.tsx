import { defaultTimeZone } from '@afterlook/domain';
import { useMemo } from 'react';
import { SelectField } from '../../components/select-field.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';

interface TimeZoneFieldProps {
  /** An IANA zone; '' follows the country's main zone. */
  readonly value: string;
  /** The country as the form holds it: its main zone is the first choice. */
  readonly country: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/** A zone's name as read (underscores as spaces) with its offset now, e.g. "America/Santiago (GMT-3)". */
function zoneLabel(zone: string, now: Date): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}

/**
 * The clinic's time zone: its country's main zone (the default, named) or any zone this
 * browser knows; the server checks the name again.
 */
export function TimeZoneField({ value, country, onChange, error, disabled }: TimeZoneFieldProps) {
  const { t } = useI18n();
  const fields = t.dashboardSettings.fields;
  const zones = useMemo(() => {
    const now = new Date();
    const known = Intl.supportedValuesOf('timeZone');
    const listed = value && !known.includes(value) ? [value, ...known] : known;
    return listed.map((zone) => ({ zone, label: zoneLabel(zone, now) }));
  }, [value]);
  const countryZone = defaultTimeZone(country);
  return (
    <SelectField
      label={fields.time_zone}
      hint={fields.time_zoneHint}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
    >
      <option value="">
        {fill(fields.time_zoneCountry, { zone: zoneLabel(countryZone, new Date()) })}
      </option>
      {zones.map(({ zone, label }) => (
        <option key={zone} value={zone}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
