import type { BodyArea, Procedure } from '@afterlook/domain';
import { AreaSelector } from '../../body-areas/AreaSelector.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { type ClinicBrand, Header } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';

interface AreaScreenProps {
  readonly brand: ClinicBrand;
  readonly areas: readonly BodyArea[];
  /** The clinic's procedures: areas without any are disabled. */
  readonly offered: readonly Procedure[];
  readonly onToggle: (area: BodyArea) => void;
  readonly onContinue: () => void;
}

/** Tier-1 step 1: 'Pick a region to visualize'; Continue waits for an area (docs/product/onboarding-flow.md). */
export function AreaScreen({ brand, areas, offered, onToggle, onContinue }: AreaScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame
      width="wide"
      header={<Header clinic={brand} title={t('area.title')} />}
      actions={
        <Button block disabled={areas.length === 0} onClick={onContinue}>
          {t('shell.continue')}
        </Button>
      }
    >
      <AreaSelector
        selected={areas}
        offered={offered}
        clinicName={brand.name}
        onToggle={onToggle}
      />
    </ScreenFrame>
  );
}
