import type { Language, Procedure } from '@afterlook/domain';
import { useTranslation } from '../../i18n/i18n.ts';
import { ProcedureList } from '../../procedures/ProcedureList.tsx';
import { Button } from '../../ui/Button.tsx';
import { type ClinicBrand, Header } from '../../ui/Header.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import type { ProcedureOptions } from './procedure-options.ts';
import './procedure-screen.css';

interface ProcedureScreenProps {
  readonly brand: ClinicBrand;
  readonly options: ProcedureOptions;
  readonly selected: Procedure | null;
  readonly language: Language;
  readonly onSelect: (procedure: Procedure) => void;
  readonly onContinue: () => void;
  readonly onBack: () => void;
}

/**
 * Tier-1 step 2: 'Select a Procedure' / 'Pick one to visualize'. Lists the clinic's
 * procedures for the chosen areas; Continue waits for a choice; back returns to the
 * area screen (docs/product/onboarding-flow.md). An empty list says why (docs/product/errors.md, see procedureOptions).
 */
export function ProcedureScreen({
  brand,
  options,
  selected,
  language,
  onSelect,
  onContinue,
  onBack,
}: ProcedureScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      width="wide"
      header={
        <Header
          clinic={brand}
          title={t('procedure.title')}
          subtitle={options.kind === 'list' ? t('procedure.hint') : undefined}
          onBack={onBack}
        />
      }
      actions={
        <Button block disabled={selected === null} onClick={onContinue}>
          {t('shell.continue')}
        </Button>
      }
    >
      {options.kind === 'list' ? (
        <ProcedureList
          procedures={options.procedures}
          selected={selected}
          onSelect={onSelect}
          language={language}
        />
      ) : (
        <div className="al-procedure-empty">
          <p
            className={`al-procedure-empty__message al-procedure-empty__message--${options.kind}`}
            role="alert"
          >
            <AlertIcon width={20} height={20} />
            <span>
              {t(
                options.kind === 'clinicUnsupported'
                  ? 'procedure.clinicUnsupported'
                  : 'procedure.noneAvailable',
              )}
            </span>
          </p>
        </div>
      )}
    </ScreenFrame>
  );
}
