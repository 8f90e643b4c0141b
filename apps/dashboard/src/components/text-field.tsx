import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: ReactNode;
  /** What is wrong with the value (the server's or the page's words). */
  readonly error?: string | undefined;
  /** A textarea of this many rows instead of a one-line input. */
  readonly rows?: number;
  /** Another element that describes it (errors listed elsewhere), and whether they apply. */
  readonly describedBy?: string;
  readonly invalid?: boolean;
}

/**
 * A labelled input with its hint and its error, both tied to it (aria-describedby),
 * the error also marking it invalid.
 */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  rows,
  describedBy: more,
  invalid,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, more ?? null]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    value,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          {...shared}
          rows={rows}
          disabled={input.disabled}
          name={input.name}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...input} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={hintId} className="muted small field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
