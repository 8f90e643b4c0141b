import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { CameraIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import './scan-placeholder.css';

interface ScanPlaceholderScreenProps {
  readonly brand: ClinicBrand;
  /** 'instructions' (SPEC.md §2.2 step 5, with Continue) or 'scan' (step 6). */
  readonly step: 'instructions' | 'scan';
  readonly onContinue?: () => void;
  readonly onUseUpload: () => void;
  readonly onBack: () => void;
}

/**
 * The scan steps while the guided camera scan is not in this build: they say so plainly
 * and offer the photo upload instead. The flow's states and back rules are the real ones.
 */
export function ScanPlaceholderScreen({
  brand,
  step,
  onContinue,
  onUseUpload,
  onBack,
}: ScanPlaceholderScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      header={
        <Header
          clinic={brand}
          title={t(step === 'instructions' ? 'capture.instructionsTitle' : 'capture.scanTitle')}
          onBack={onBack}
        />
      }
      actions={
        <>
          <Button block onClick={onUseUpload}>
            {t('capture.useUpload')}
          </Button>
          {step === 'instructions' && onContinue ? (
            <Button block variant="secondary" onClick={onContinue}>
              {t('shell.continue')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="al-scan-placeholder" role="status">
        <span className="al-scan-placeholder__icon" aria-hidden="true">
          <CameraIcon width={30} height={30} />
        </span>
        <p className="al-scan-placeholder__title">{t('capture.unavailable')}</p>
        <p className="al-scan-placeholder__hint">{t('capture.unavailableHint')}</p>
      </div>
    </ScreenFrame>
  );
}
