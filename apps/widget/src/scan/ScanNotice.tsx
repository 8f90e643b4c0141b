import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import './scan-screens.css';

export interface ScanNoticeProps {
  readonly brand: ClinicBrand;
  readonly icon: ReactNode;
  readonly tone?: 'neutral' | 'error';
  readonly title: string;
  readonly body: string;
  readonly hint?: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** Absent where the flow has no upload (the all-poses scan). */
  readonly onUseUpload?: (() => void) | undefined;
  readonly onBack?: (() => void) | undefined;
}

/** A scan screen that could not go on: what happened, a retry, and the upload as the way on. */
export function ScanNotice({
  brand,
  icon,
  tone = 'neutral',
  title,
  body,
  hint,
  retryLabel,
  onRetry,
  onUseUpload,
  onBack,
}: ScanNoticeProps) {
  const { t } = useTranslation();
  const iconClass = `al-icon-disc al-scan-notice__icon${tone === 'error' ? ' al-scan-notice__icon--error' : ''}`;
  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.scan.title')} onBack={onBack} />}
      actions={
        <>
          <Button block onClick={onRetry}>
            {retryLabel}
          </Button>
          {onUseUpload ? (
            <Button block variant="secondary" onClick={onUseUpload}>
              {t('scanScreens.failure.useUpload')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="al-scan-notice" role="alert">
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
        <h2 className="al-scan-notice__title">{title}</h2>
        <p className="al-scan-notice__body">{body}</p>
        {hint ? <p className="al-scan-notice__hint">{hint}</p> : null}
      </div>
    </ScreenFrame>
  );
}
