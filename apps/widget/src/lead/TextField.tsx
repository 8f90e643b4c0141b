import { useId } from 'react';
import { FieldError } from './FieldError.tsx';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled: boolean;
  readonly error: string | null;
  readonly autoComplete: string;
  readonly name: string;
  /** 'decimal' / 'numeric' bring up the number pad on phones. */
  readonly inputMode?: 'text' | 'decimal' | 'numeric';
  /** A text area instead of a one-line input. */
  readonly multiline?: boolean;
  readonly placeholder?: string;
  /** 'email' and 'tel' bring up their keyboards (the doctor chat's Email, Mobile Number). */
  readonly type?: 'text' | 'email' | 'tel';
  /** Default true; an optional field (Mobile Number) says so. */
  readonly required?: boolean;
}

/** A labelled form field with its rule message under it (announced when it appears). */
export function TextField({
  label,
  value,
  onChange,
  disabled,
  error,
  autoComplete,
  name,
  inputMode = 'text',
  multiline = false,
  placeholder,
  type = 'text',
  required = true,
}: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const shared = {
    id,
    name,
    autoComplete,
    value,
    placeholder,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className={`al-field${error ? ' al-field--invalid' : ''}`}>
      <label className="al-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          className="al-field__input al-field__input--multiline"
          rows={3}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...shared}
          className="al-field__input"
          type={type}
          inputMode={type === 'text' ? inputMode : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      <FieldError message={error} id={errorId} />
    </div>
  );
}
