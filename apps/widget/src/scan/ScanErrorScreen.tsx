import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import type { ScanFailure } from './capture-machine.ts';
import './scan-screens.css';

interface ScanErrorScreenProps {
  readonly brand: ClinicBrand;
  readonly failure: ScanFailure;
  readonly onRetry: () => void;
  /** Absent where the flow has no upload (the all-poses scan). */
  readonly onUseUpload?: () => void;
  readonly onBack?: () => void;
}

/**
 * The fallback view (SPEC.md §8: camera, model or constraint failure): what went wrong
 * in the patient's words, a retry, and the photo upload as the way on.
 */
export function ScanErrorScreen({
  brand,
  failure,
  onRetry,
  onUseUpload,
  onBack,
}: ScanErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.scan.title')} onBack={onBack} />}
      actions={
        <>
          <Button block onClick={onRetry}>
            {t('scanScreens.failure.retry')}
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
        <span className="al-scan-notice__icon al-scan-notice__icon--error" aria-hidden="true">
          <AlertIcon width={30} height={30} />
        </span>
        <h2 className="al-scan-notice__title">{t('scanScreens.failure.title')}</h2>
        <p className="al-scan-notice__body">
          {t(failure === 'model' ? 'scanScreens.failure.model' : 'scanScreens.failure.camera')}
        </p>
      </div>
    </ScreenFrame>
  );
}
