import type { Procedure, ViewType } from '@afterlook/domain';
import type { ClinicBrand } from '../ui/Header.tsx';
import { ScanScreen } from './ScanScreen.tsx';
import { scanPoses } from './scan-poses.ts';

interface SinglePoseScanScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  /** The one photo the procedure's simulation runs on, and the pose it shows. */
  readonly onCaptured: (photo: Blob, viewType: ViewType) => void;
  /** 'Upload a photo instead', where the flow offers it. */
  readonly onUseUpload?: () => void;
  readonly onBack: () => void;
}

/** The scan for one simulation: the procedure's first pose only. */
export function SinglePoseScanScreen({
  brand,
  procedure,
  onCaptured,
  onUseUpload,
  onBack,
}: SinglePoseScanScreenProps) {
  return (
    <ScanScreen
      brand={brand}
      poses={scanPoses(procedure, 'single')}
      onComplete={([first]) => {
        if (first) onCaptured(first.image, first.viewType);
      }}
      onUseUpload={onUseUpload}
      onBack={onBack}
    />
  );
}
