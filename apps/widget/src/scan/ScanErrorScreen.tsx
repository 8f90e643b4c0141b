import { useTranslation } from '../i18n/i18n.ts';
import type { ClinicBrand } from '../ui/Header.tsx';
import { AlertIcon } from '../ui/icons.tsx';
import type { ScanFailure } from './capture-machine.ts';
import { ScanNotice } from './ScanNotice.tsx';

interface ScanErrorScreenProps {
  readonly brand: ClinicBrand;
  readonly failure: ScanFailure;
  readonly onRetry: () => void;
  /** Absent where the flow has no upload (the all-poses scan). */
  readonly onUseUpload?: () => void;
  readonly onBack?: () => void;
}

/**
 * The fallback view (docs/product/errors.md: camera, model or constraint failure): what went wrong
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
    <ScanNotice
      brand={brand}
      icon={<AlertIcon width={30} height={30} />}
      tone="error"
      title={t('scanScreens.failure.title')}
      body={t(failure === 'model' ? 'scanScreens.failure.model' : 'scanScreens.failure.camera')}
      retryLabel={t('scanScreens.failure.retry')}
      onRetry={onRetry}
      onUseUpload={onUseUpload}
      onBack={onBack}
    />
  );
}
