import { getCountries } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { SelectField, type SelectFieldProps } from '../../components/select-field.tsx';
import { useI18n } from '../../i18n/i18n.tsx';

interface CountryFieldProps extends Omit<SelectFieldProps, 'children'> {
  /** Only these countries can be chosen (default: every country); the value is ISO 3166-1 alpha-2. */
  readonly only?: readonly string[];
}

export interface NamedCountry {
  readonly code: string;
  readonly name: string;
}

/** Every country libphonenumber knows, named in the dashboard's language, sorted by that name. */
export function useCountries(): readonly NamedCountry[] {
  const { language } = useI18n();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** A country, named in the dashboard's language, sorted by that name. */
export function CountryField({ only, ...field }: CountryFieldProps) {
  const every = useCountries();
  const countries = only ? every.filter(({ code }) => only.includes(code)) : every;
  return (
    <SelectField {...field}>
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
