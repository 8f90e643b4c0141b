import {
  isAiSupported,
  type Language,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { useId } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { CheckIcon, SparkleIcon } from '../ui/icons.tsx';
import { ProcedureIcon } from './procedure-icons.tsx';
import './procedure-list.css';

interface ProcedureListProps {
  readonly procedures: readonly Procedure[];
  readonly selected: Procedure | null;
  readonly onSelect: (procedure: Procedure) => void;
  readonly language: Language;
}

/**
 * The procedure list (docs/product/shared-screens.md): one row per procedure with its icon, the selected
 * one highlighted in the theme colour, an 'AI' badge on AI-supported procedures. A
 * native radio group, so arrows, Space and screen readers work as expected.
 */
export function ProcedureList({ procedures, selected, onSelect, language }: ProcedureListProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="al-procedures">
      <legend className="al-visually-hidden">{t('procedure.listLabel')}</legend>
      {procedures.map((procedure) => {
        const checked = procedure === selected;
        const ai = isAiSupported(procedure);
        return (
          <label
            key={procedure}
            className={`al-procedure${checked ? ' al-procedure--selected' : ''}`}
            data-procedure={procedure}
          >
            <input
              className="al-procedure__input"
              type="radio"
              name={name}
              value={procedure}
              checked={checked}
              onChange={() => onSelect(procedure)}
            />
            <span className="al-procedure__icon">
              <ProcedureIcon procedure={procedure} />
            </span>
            <span className="al-procedure__name">{procedureDisplayName(procedure, language)}</span>
            {ai ? (
              <span className="al-procedure__badge" title={t('procedure.aiBadgeDescription')}>
                <SparkleIcon width={12} height={12} strokeWidth={2.2} />
                <span aria-hidden="true">{t('procedure.aiBadge')}</span>
                <span className="al-visually-hidden">{t('procedure.aiBadgeDescription')}</span>
              </span>
            ) : null}
            <span className="al-procedure__check" aria-hidden="true">
              {checked ? <CheckIcon width={14} height={14} strokeWidth={3} /> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
