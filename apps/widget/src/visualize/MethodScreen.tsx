import { useTranslation } from '../i18n/i18n.ts';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { CameraIcon, ChevronLeftIcon, UploadIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import './method-screen.css';

interface MethodScreenProps {
  readonly brand: ClinicBrand;
  /** false hides the scan (a single-procedure config may turn it off). */
  readonly offerScan?: boolean;
  readonly onChoose: (method: 'scan' | 'upload') => void;
  readonly onBack: () => void;
}

/**
 * 'How would you like to see results?' (docs/product/onboarding-flow.md step 4, §2.9 method picker):
 * 'Scan' (take a single image and visualize on your own body) or 'Upload photo'
 * (upload an image to visualize the procedure on).
 */
export function MethodScreen({ brand, offerScan = true, onChoose, onBack }: MethodScreenProps) {
  const { t } = useTranslation();
  const options = [
    ...(offerScan
      ? [
          {
            method: 'scan' as const,
            icon: <CameraIcon width={26} height={26} />,
            title: t('upload.methodScan'),
            text: t('upload.methodScanDescription'),
          },
        ]
      : []),
    {
      method: 'upload' as const,
      icon: <UploadIcon width={26} height={26} />,
      title: t('upload.methodUpload'),
      text: t('upload.methodUploadDescription'),
    },
  ];
  return (
    <ScreenFrame header={<Header clinic={brand} title={t('upload.methodTitle')} onBack={onBack} />}>
      <ul className="al-plain-list al-methods">
        {options.map((option) => (
          <li key={option.method}>
            <button
              type="button"
              className="al-methods__option"
              onClick={() => onChoose(option.method)}
            >
              <span className="al-methods__icon" aria-hidden="true">
                {option.icon}
              </span>
              <span className="al-methods__text">
                <span className="al-methods__title">{option.title}</span>
                <span className="al-methods__description">{option.text}</span>
              </span>
              <ChevronLeftIcon className="al-methods__chevron" width={20} height={20} />
            </button>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
