import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner.tsx';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the label is replaced by the small spinner and the button is not clickable. */
  readonly loading?: boolean;
  /** 'primary' is the themed pill; 'secondary' the outlined one for lesser actions. */
  readonly variant?: 'primary' | 'secondary';
  /** Stretch to the container's width. */
  readonly block?: boolean;
}

/**
 * The themed pill button (docs/product/shared-screens.md, state-machines.md#lead-forms): 39 px high, theme colour, darker on
 * hover; grey and not clickable when disabled or loading; loading shows a 15 px
 * spinner in place of the text (the text stays for screen readers and keeps the width).
 */
export function Button({
  loading = false,
  variant = 'primary',
  block = false,
  disabled = false,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    'al-button',
    `al-button--${variant}`,
    block ? 'al-button--block' : '',
    loading ? 'al-button--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className="al-button__label">{children}</span>
      {loading ? (
        <span className="al-button__spinner">
          <Spinner size="small" announce={false} />
        </span>
      ) : null}
    </button>
  );
}
