import type { PhoneCountriesSetting } from '@afterlook/api';
import { interpolate } from '@afterlook/domain';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { CountryField, useCountries } from './country-field.tsx';

interface PhoneCountriesFieldProps {
  readonly value: PhoneCountriesSetting;
  readonly onChange: (value: PhoneCountriesSetting) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * The countries the lead forms take phone numbers from, as removable chips with an
 * "add" picker, and the default country among them. Removing the default makes the
 * first one left the default; the last one cannot be removed.
 */
export function PhoneCountriesField({
  value,
  onChange,
  error,
  disabled,
}: PhoneCountriesFieldProps) {
  const { t } = useI18n();
  const fields = t.dashboardSettings.fields;
  const id = useId();
  const countries = useCountries();
  const nameOf = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  const addable = countries.filter(({ code }) => !value.allowed.includes(code));

  const remove = (code: string) => {
    const allowed = value.allowed.filter((each) => each !== code);
    const first = allowed[0];
    if (!first) return;
    onChange({
      allowed,
      default_country: allowed.includes(value.default_country) ? value.default_country : first,
    });
  };
  const add = (code: string) => {
    if (code && !value.allowed.includes(code))
      onChange({ ...value, allowed: [...value.allowed, code] });
  };

  return (
    <fieldset className="field phone-countries" aria-describedby={`${id}-hint`}>
      <legend>{fields.phone_countries}</legend>
      <p id={`${id}-hint`} className="muted small field-hint">
        {fields.phone_countriesHint}
      </p>
      <ul className="chip-list">
        {value.allowed.map((code) => (
          <li key={code} className="chip">
            <span>{nameOf(code)}</span>
            <button
              type="button"
              className="chip__remove"
              aria-label={interpolate(fields.phone_countriesRemove, { country: nameOf(code) })}
              disabled={disabled || value.allowed.length === 1}
              onClick={() => remove(code)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className="visually-hidden" htmlFor={`${id}-add`}>
        {fields.phone_countriesAdd}
      </label>
      <select
        id={`${id}-add`}
        className="input"
        value=""
        disabled={disabled}
        onChange={(event) => add(event.target.value)}
      >
        <option value="">{fields.phone_countriesAdd}</option>
        {addable.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <CountryField
        label={fields.phone_default_country}
        hint={fields.phone_default_countryHint}
        value={value.default_country}
        only={value.allowed}
        onChange={(code) => onChange({ ...value, default_country: code })}
        error={error}
        disabled={disabled}
      />
    </fieldset>
  );
}
