import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { CameraIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import './scan-screens.css';

interface CameraAccessScreenProps {
  readonly brand: ClinicBrand;
  readonly onRetry: () => void;
  readonly onUseUpload?: () => void;
  readonly onBack?: () => void;
}

/** Camera permission refused (SPEC.md §2.9, §8): how to turn it on, and a way on. */
export function CameraAccessScreen({
  brand,
  onRetry,
  onUseUpload,
  onBack,
}: CameraAccessScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.scan.title')} onBack={onBack} />}
      actions={
        <>
          <Button block onClick={onRetry}>
            {t('scanScreens.cameraAccess.retry')}
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
        <span className="al-scan-notice__icon" aria-hidden="true">
          <CameraIcon width={30} height={30} />
        </span>
        <h2 className="al-scan-notice__title">{t('scanScreens.cameraAccess.title')}</h2>
        <p className="al-scan-notice__body">{t('scanScreens.cameraAccess.body')}</p>
        <p className="al-scan-notice__hint">{t('scanScreens.cameraAccess.advice')}</p>
      </div>
    </ScreenFrame>
  );
}
