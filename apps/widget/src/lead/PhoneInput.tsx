import {
  acceptPhoneInput,
  countDigits,
  guessCountryByDialCode,
  PHONE_INPUT,
} from '@afterlook/domain';
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
} from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import './phone-input.css';
import { FieldError } from './FieldError.tsx';

export interface PhoneInputProps {
  /** Digits with the country calling code, no '+' ('13055550100'); '' when empty. */
  readonly value: string;
  readonly onChange: (digits: string) => void;
  /** ISO 3166 alpha-2, lower case; the country an empty input starts with. */
  readonly defaultCountry?: string;
  /**
   * Restricts the picker to the clinic's countries; omitted: every country. A number
   * typed with another country's code is kept as typed (the form says it is refused).
   */
  readonly onlyCountries?: readonly string[];
  readonly label?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** An error to show under the field (the host may judge validity too). */
  readonly error?: string | null;
  readonly name?: string;
}

interface Country {
  readonly iso2: string;
  readonly code: CountryCode;
  readonly dialCode: string;
  readonly name: string;
  readonly priority: number;
}

/** Main country of a calling code several countries share (the picker's guess for '+1', '+44'...). */
const MAIN_COUNTRY: Readonly<Record<string, string>> = {
  '1': 'us',
  '7': 'ru',
  '39': 'it',
  '44': 'gb',
  '47': 'no',
  '61': 'au',
  '212': 'ma',
  '262': 're',
  '290': 'sh',
  '358': 'fi',
  '590': 'gp',
  '599': 'cw',
};

/** The country's letters (flag emoji do not render on Windows or in many Linux fonts). */
const flagOf = (iso2: string) => iso2.toUpperCase();

function countryList(language: string, only?: readonly string[]): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return getCountries()
    .map((code) => {
      const iso2 = code.toLowerCase();
      const dialCode = getCountryCallingCode(code);
      return {
        iso2,
        code,
        dialCode,
        name: names.of(code) ?? code,
        priority: MAIN_COUNTRY[dialCode] === undefined || MAIN_COUNTRY[dialCode] === iso2 ? 0 : 1,
      };
    })
    .filter((country) => !only || only.includes(country.iso2))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** A value is typed as it would be dialled: '+' and digits, grouped as the country writes them. */
const formatted = (digits: string) => (digits ? new AsYouType().input(`+${digits}`) : '');

/** The country's format mask: an example mobile number as the country writes it ('+56 9 6123 4567'). */
const formatMask = (country: Country) =>
  getExampleNumber(country.code, mobileExamples)?.formatInternational() ?? `+${country.dialCode}`;

/**
 * Phone input with a country picker (docs/product/validation.md, shared-screens.md), on libphonenumber-js: at most
 * 15 digits (more is rejected), the country follows the longest matching dial code,
 * the picker's search is debounced by 250 ms and says 'No entries to show' when nothing
 * matches; default label 'Phone', default country US.
 */
export function PhoneInput({
  value,
  onChange,
  defaultCountry = PHONE_INPUT.defaultCountryIso2,
  onlyCountries,
  label,
  disabled = false,
  required = false,
  error = null,
  name,
}: PhoneInputProps) {
  const { t, language } = useTranslation();
  const countries = useMemo(() => countryList(language, onlyCountries), [language, onlyCountries]);
  const fallback = countries.find((c) => c.iso2 === defaultCountry) ?? countries[0];
  const guessed = guessCountryByDialCode(value, countries);
  // libphonenumber knows area codes ('+1 416' is Canada); it refines the dial-code guess.
  const refined = useMemo(() => {
    if (!guessed || countDigits(value) <= guessed.dialCode.length + 3) return guessed;
    const parsed = new AsYouType();
    parsed.input(`+${value}`);
    const iso2 = parsed.getCountry()?.toLowerCase();
    return countries.find((c) => c.iso2 === iso2 && c.dialCode === guessed.dialCode) ?? guessed;
  }, [guessed, value, countries]);
  const [picked, setPicked] = useState<Country | undefined>(undefined);
  const country = (picked && value.startsWith(picked.dialCode) ? picked : refined) ?? fallback;
  const single = countries.length === 1;

  const inputId = useId();
  const errorId = useId();
  const [plusOnly, setPlusOnly] = useState(false);

  const onType = (typed: string) => {
    // A '+' typed after a number starts a new international number.
    const lastPlus = typed.lastIndexOf('+');
    const text = lastPlus > 0 ? typed.slice(lastPlus) : typed;
    // A lone '+' is the start of an international number: keep showing it.
    setPlusOnly(text.trim() === '+');
    let digits = text.replace(/\D/g, '');
    // A number typed without its country code gets the selected country's.
    if (!text.trim().startsWith('+') && country && digits && !digits.startsWith(country.dialCode)) {
      digits = `${country.dialCode}${digits}`;
    }
    onChange(acceptPhoneInput(value, digits));
  };

  const choose = (next: Country) => {
    setPicked(next);
    const national =
      country && value.startsWith(country.dialCode) ? value.slice(country.dialCode.length) : '';
    onChange(acceptPhoneInput(value, `${next.dialCode}${national}`));
  };

  const shown = value ? formatted(value) : '';
  return (
    <div className={`al-field al-phone${error ? ' al-field--invalid' : ''}`}>
      <label className="al-field__label" htmlFor={inputId}>
        {label ?? t('phoneInput.label')}
      </label>
      <div className="al-phone__control">
        {country ? (
          <CountryPicker
            countries={countries}
            selected={country}
            disabled={disabled || single}
            onChoose={choose}
          />
        ) : null}
        <input
          id={inputId}
          className="al-field__input al-phone__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          name={name}
          placeholder={country ? formatMask(country) : '+'}
          value={plusOnly && !value ? '+' : shown}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onType(event.currentTarget.value)}
        />
      </div>
      <FieldError message={error} id={errorId} />
    </div>
  );
}

interface CountryPickerProps {
  readonly countries: readonly Country[];
  readonly selected: Country;
  readonly disabled: boolean;
  readonly onChoose: (country: Country) => void;
}

function CountryPicker({ countries, selected, disabled, onChoose }: CountryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // The search filters 250 ms after the last keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim().toLowerCase());
      setActive(0);
    }, PHONE_INPUT.countrySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onDocument = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocument);
    return () => document.removeEventListener('mousedown', onDocument);
  }, [open]);

  const digits = query.replace(/\D/g, '');
  const matches = query
    ? countries.filter(
        (country) =>
          country.name.toLowerCase().includes(query) ||
          country.iso2 === query ||
          (digits !== '' && country.dialCode.startsWith(digits)),
      )
    : countries;

  const close = () => {
    setOpen(false);
    setSearch('');
    setQuery('');
    buttonRef.current?.focus();
  };
  const pick = (country: Country) => {
    onChoose(country);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(matches.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = matches[active];
      if (country) pick(country);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const optionId = (country: Country) => `${listId}-${country.iso2}`;
  const activeCountry = matches[active];
  return (
    <div className="al-phone__country" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="al-phone__country-button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('lead.country')}: ${t('lead.countryChoice', { country: selected.name, dialCode: `+${selected.dialCode}` })}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="al-phone__flag" aria-hidden="true">
          {flagOf(selected.iso2)}
        </span>
        <span className="al-phone__dial" aria-hidden="true">
          +{selected.dialCode}
        </span>
      </button>
      {open ? (
        <div className="al-phone__panel">
          <input
            ref={searchRef}
            className="al-field__input al-phone__search"
            type="search"
            role="combobox"
            aria-label={t('lead.countrySearch')}
            placeholder={t('lead.countrySearch')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry) : undefined}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          {matches.length === 0 ? (
            <p className="al-phone__empty" role="status">
              {t('phoneInput.noEntries')}
            </p>
          ) : (
            <div
              className="al-phone__list"
              id={listId}
              role="listbox"
              aria-label={t('lead.country')}
            >
              {matches.map((country, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box above drives the list from the keyboard (aria-activedescendant)
                <div
                  key={country.iso2}
                  id={optionId(country)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={country.iso2 === selected.iso2}
                  className={`al-phone__option${index === active ? ' al-phone__option--active' : ''}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(country)}
                >
                  <span className="al-phone__code" aria-hidden="true">
                    {flagOf(country.iso2)}
                  </span>
                  <span className="al-phone__option-name">{country.name}</span>
                  <span className="al-phone__option-dial">+{country.dialCode}</span>
                </div>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
