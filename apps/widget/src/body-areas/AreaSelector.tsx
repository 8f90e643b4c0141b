import { aiAvailabilityForAreas, type BodyArea } from '@afterlook/domain';
import { useTranslation } from '../i18n/i18n.ts';
import { CloseIcon, InfoIcon, SparkleIcon } from '../ui/icons.tsx';
import { BodyFigure } from './BodyFigure.tsx';
import './area-selector.css';

interface AreaSelectorProps {
  readonly selected: readonly BodyArea[];
  readonly onToggle: (area: BodyArea) => void;
}

/**
 * The body-area selector (docs/product/shared-screens.md): front and back figures with clickable regions,
 * the AI availability message, and the chosen areas as removable chips.
 */
export function AreaSelector({ selected, onToggle }: AreaSelectorProps) {
  const { t } = useTranslation();
  const availability = aiAvailabilityForAreas(selected);
  return (
    <div className="al-area-selector">
      <div className="al-area-selector__figures">
        <BodyFigure side="front" selected={selected} onToggle={onToggle} />
        <BodyFigure side="back" selected={selected} onToggle={onToggle} />
      </div>
      {/* Empty until an area is chosen (docs/product/shared-screens.md); the slot keeps its height. */}
      <div className="al-area-selector__status" role="status">
        {availability === null ? null : (
          <p className={`al-ai-message al-ai-message--${availability}`}>
            {availability === 'available' ? (
              <SparkleIcon width={18} height={18} />
            ) : (
              <InfoIcon width={18} height={18} />
            )}
            <span>
              {t(availability === 'available' ? 'area.aiAvailable' : 'area.aiUnavailable')}
            </span>
          </p>
        )}
      </div>
      {/* The chips keep their row while empty, so Continue does not jump on the first choice. */}
      <ul className="al-chips" aria-label={t('area.selectedAreas')} hidden={selected.length === 0}>
        {selected.map((area) => {
          const label = t(`area.regions.${area}`);
          return (
            <li key={area} className="al-chip">
              <span>{label}</span>
              <button
                type="button"
                className="al-chip__remove"
                onClick={() => onToggle(area)}
                aria-label={t('area.removeArea', { area: label })}
              >
                <CloseIcon width={14} height={14} strokeWidth={2.5} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
