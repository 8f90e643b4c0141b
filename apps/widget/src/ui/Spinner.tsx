import { useTranslation } from '../i18n/i18n.ts';
import './spinner.css';

interface SpinnerProps {
  /** 'large' is the 35 px page spinner, 'small' the 15 px one inside buttons (docs/product/limits.md). */
  readonly size?: 'large' | 'small';
  /** Announce "Loading" to assistive technology; off when a parent already says it. */
  readonly announce?: boolean;
}

export function Spinner({ size = 'large', announce = true }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      className={`al-spinner al-spinner--${size}`}
      {...(announce
        ? { role: 'status', 'aria-label': t('layout.loading') }
        : { 'aria-hidden': true })}
    />
  );
}

/** The full-screen loader shown while the widget has no session or clinic yet. */
export function PageLoader() {
  return (
    <div className="al-page-loader">
      <Spinner />
    </div>
  );
}
