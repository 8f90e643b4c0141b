import { type Procedure, SESSION_LIMITS } from '@afterlook/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { ProcedureList } from '../../procedures/ProcedureList.tsx';
import { Button } from '../../ui/Button.tsx';
import { type ClinicBrand, Header } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import { INSTANT_PROCEDURES, offersInstantChoice } from './scan-flow-machine.ts';
import './scan-flow.css';

interface ComingSoonScreenProps {
  readonly brand: ClinicBrand;
  /** The procedure the integration asked for (not capture-supported). */
  readonly procedure: Procedure;
  /** Continue after picking one of the seven. */
  readonly onChoose: (procedure: Procedure) => void;
  /** 'Continue to my quote' (other procedures) or Done (face procedures): close the modal. */
  readonly onClose: () => void;
}

/**
 * 'Visualization coming soon' (docs/product/scan-flow.md): a face procedure's visualization is
 * emailed within 12 hours; other procedures offer the seven capture-supported ones to
 * try instantly, plus 'Continue to my quote'.
 */
export function ComingSoonScreen({ brand, procedure, onChoose, onClose }: ComingSoonScreenProps) {
  const { t, language } = useTranslation();
  const choice = offersInstantChoice(procedure);
  // Picked first, then Continue: arrowing through the radio group must not leave the screen.
  const [selected, setSelected] = useState<Procedure | null>(null);
  return (
    <ScreenFrame
      width={choice ? 'wide' : 'regular'}
      header={<Header clinic={brand} title={t('scanScreens.capture.comingSoonTitle')} />}
      actions={
        <>
          {choice ? (
            <Button block disabled={!selected} onClick={() => selected && onChoose(selected)}>
              {t('scanScreens.capture.continue')}
            </Button>
          ) : null}
          <Button block variant={choice ? 'secondary' : 'primary'} onClick={onClose}>
            {t(choice ? 'scanScreens.capture.continueToQuote' : 'scanScreens.capture.done')}
          </Button>
        </>
      }
    >
      {choice ? (
        <>
          <p className="al-scan-flow__try">{t('scanScreens.capture.tryInstant')}</p>
          <ProcedureList
            procedures={INSTANT_PROCEDURES}
            selected={selected}
            language={language}
            onSelect={setSelected}
          />
        </>
      ) : (
        <p className="al-scan-flow__coming-soon" role="status">
          {t('scanScreens.capture.comingSoonBody', {
            hours: SESSION_LIMITS.visualizationEmailHours,
          })}
        </p>
      )}
    </ScreenFrame>
  );
}
