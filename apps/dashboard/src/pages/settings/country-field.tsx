import { getCountries } from 'libphonenumber-js/min';
import { useId, useMemo } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';

interface CountryFieldProps {
  readonly label: string;
  readonly hint: string;
  /** ISO 3166-1 alpha-2. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/** The clinic's country, named in the dashboard's language, sorted by that name. */
export function CountryField({ label, hint, value, onChange, error, disabled }: CountryFieldProps) {
  const { language } = useI18n();
  const id = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="muted small field-hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
