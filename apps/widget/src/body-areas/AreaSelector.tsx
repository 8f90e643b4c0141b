import {
  aiAvailabilityForAreas,
  type BodyArea,
  offeredAreas,
  type Procedure,
} from '@afterlook/domain';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { CloseIcon, InfoIcon, SparkleIcon } from '../ui/icons.tsx';
import { BodyFigure } from './BodyFigure.tsx';
import './area-selector.css';

interface AreaSelectorProps {
  readonly selected: readonly BodyArea[];
  readonly onToggle: (area: BodyArea) => void;
  /** The clinic's procedures: areas listing none of them are shown disabled. */
  readonly offered: readonly Procedure[];
  readonly clinicName: string;
}

/**
 * The body-area selector (docs/product/shared-screens.md): front and back figures with clickable regions,
 * the AI availability message, and the chosen areas as removable chips. An area under
 * which the clinic offers nothing is shown disabled; tapping it says why.
 */
export function AreaSelector({ selected, onToggle, offered, clinicName }: AreaSelectorProps) {
  const { t } = useTranslation();
  const enabled = offeredAreas(offered);
  const [refused, setRefused] = useState<BodyArea | null>(null);
  const toggle = (area: BodyArea) => {
    setRefused(enabled.includes(area) ? null : area);
    if (enabled.includes(area)) onToggle(area);
  };
  const availability = aiAvailabilityForAreas(selected, offered);
  return (
    <div className="al-area-selector">
      <div className="al-area-selector__figures">
        <BodyFigure side="front" selected={selected} enabled={enabled} onToggle={toggle} />
        <BodyFigure side="back" selected={selected} enabled={enabled} onToggle={toggle} />
      </div>
      {/* Empty until an area is chosen (docs/product/shared-screens.md); the slot keeps its height. */}
      <div className="al-area-selector__status" role="status">
        {refused ? (
          <p className="al-ai-message al-ai-message--unavailable">
            <InfoIcon width={18} height={18} />
            <span>
              {t('area.nothingOffered', {
                clinic: clinicName,
                area: t(`area.regions.${refused}`),
              })}
            </span>
          </p>
        ) : availability === null ? null : (
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
