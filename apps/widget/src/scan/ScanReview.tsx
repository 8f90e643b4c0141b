import type { ViewType } from '@afterlook/domain';
import { useTranslation } from '../i18n/i18n.ts';
import { useObjectUrl } from '../photo/use-object-url.ts';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import './scan-screens.css';

interface ScanReviewProps {
  readonly brand: ClinicBrand;
  readonly poses: readonly ViewType[];
  readonly captures: Readonly<Partial<Record<ViewType, Blob>>>;
  readonly onRetake: (view: ViewType) => void;
  readonly onContinue: () => void;
  readonly onBack?: () => void;
}

/** The captured images, each with a retake button, and Continue (docs/product/state-machines.md#capture-flow step 4). */
export function ScanReview({
  brand,
  poses,
  captures,
  onRetake,
  onContinue,
  onBack,
}: ScanReviewProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.review.title')} onBack={onBack} />}
      actions={
        <Button block onClick={onContinue}>
          {t('scanScreens.review.continue')}
        </Button>
      }
    >
      <ul className="al-scan-review">
        {poses.map((view) => (
          <ReviewTile key={view} view={view} image={captures[view] ?? null} onRetake={onRetake} />
        ))}
      </ul>
    </ScreenFrame>
  );
}

function ReviewTile({
  view,
  image,
  onRetake,
}: {
  view: ViewType;
  image: Blob | null;
  onRetake: (view: ViewType) => void;
}) {
  const { t } = useTranslation();
  const url = useObjectUrl(image);
  const label = t(`scanScreens.views.${view}`);
  return (
    <li className="al-scan-review__tile">
      {url ? <img src={url} alt={label} className="al-scan-review__image" /> : null}
      <span className="al-scan-review__label">{label}</span>
      <button
        type="button"
        className="al-scan-review__retake"
        aria-label={t('scanScreens.review.retake', { view: label })}
        onClick={() => onRetake(view)}
      >
        ↻
      </button>
    </li>
  );
}
