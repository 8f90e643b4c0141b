import { type ReactNode, useId } from 'react';

export interface SelectFieldProps {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly children: ReactNode;
}

/**
 * A labelled select with its hint and its error, both tied to it (aria-describedby), as
 * TextField is for inputs. The options are the caller's.
 */
export function SelectField({
  label,
  hint,
  value,
  onChange,
  error,
  disabled,
  children,
}: SelectFieldProps) {
  const id = useId();
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
        {children}
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
