import type { SampleModel } from '@afterlook/api';
import {
  indefiniteArticle,
  isAiSupported,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { Notice } from '../ui/Notice.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import { ModelPicker } from './ModelPicker.tsx';

interface ModelScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  readonly selectedId: string | null;
  readonly onPick: (model: SampleModel) => void;
  readonly onUploadOwn?: () => void;
  /** Omitted on a flow's first screen (the ad flow). */
  readonly onBack?: () => void;
  /** Replaces 'Visualize a {procedure}' (the ad flow's 'Select an Image'). */
  readonly title?: string;
  readonly subtitle?: ReactNode;
  /** Shown above the grid (the ad flow's headline). */
  readonly banner?: ReactNode;
}

/**
 * Select model (docs/product/onboarding-flow.md step 3): 'Visualize a {procedure}', three sample models
 * and 'Upload your own'. Picking a model goes to the simulation view. A procedure the AI
 * does not simulate says so here, before the patient picks or uploads anything.
 */
export function ModelScreen({
  brand,
  procedure,
  selectedId,
  onPick,
  onUploadOwn,
  onBack,
  title,
  subtitle,
  banner,
}: ModelScreenProps) {
  const { t, language } = useTranslation();
  const heading =
    title ??
    t('procedure.visualizeTitle', {
      a: indefiniteArticle(procedure, language),
      procedure: procedureDisplayName(procedure, language),
    });
  return (
    <ScreenFrame
      width="wide"
      header={<Header clinic={brand} title={heading} subtitle={subtitle} onBack={onBack} />}
    >
      {banner}
      {isAiSupported(procedure) ? null : (
        <Notice tone="info">
          {t('errors.notSupportedByAi', {
            procedure: procedureDisplayName(procedure, language),
          })}
        </Notice>
      )}
      <ModelPicker
        procedure={procedure}
        selectedId={selectedId}
        onPick={onPick}
        onUploadOwn={onUploadOwn}
      />
    </ScreenFrame>
  );
}
