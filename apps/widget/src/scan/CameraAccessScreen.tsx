import { useTranslation } from '../i18n/i18n.ts';
import type { ClinicBrand } from '../ui/Header.tsx';
import { CameraIcon } from '../ui/icons.tsx';
import { ScanNotice } from './ScanNotice.tsx';

interface CameraAccessScreenProps {
  readonly brand: ClinicBrand;
  readonly onRetry: () => void;
  readonly onUseUpload?: () => void;
  readonly onBack?: () => void;
}

/** Camera permission refused (docs/product/shared-screens.md, errors.md): how to turn it on, and a way on. */
export function CameraAccessScreen({
  brand,
  onRetry,
  onUseUpload,
  onBack,
}: CameraAccessScreenProps) {
  const { t } = useTranslation();
  return (
    <ScanNotice
      brand={brand}
      icon={<CameraIcon width={30} height={30} />}
      title={t('scanScreens.cameraAccess.title')}
      body={t('scanScreens.cameraAccess.body')}
      hint={t('scanScreens.cameraAccess.advice')}
      retryLabel={t('scanScreens.cameraAccess.retry')}
      onRetry={onRetry}
      onUseUpload={onUseUpload}
      onBack={onBack}
    />
  );
}
