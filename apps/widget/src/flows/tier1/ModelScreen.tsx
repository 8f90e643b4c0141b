import {
  indefiniteArticle,
  type Language,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { useTranslation } from 'react-i18next';
import { type ClinicBrand, Header } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';

interface ModelScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  readonly language: Language;
  readonly onBack: () => void;
}

/** Tier-1 step 3: 'Visualize a {procedure}'. Its sample models arrive with the next issue. */
export function ModelScreen({ brand, procedure, language, onBack }: ModelScreenProps) {
  const { t } = useTranslation();
  const title = t('procedure.visualizeTitle', {
    a: indefiniteArticle(procedure, language),
    procedure: procedureDisplayName(procedure, language),
  });
  return (
    <ScreenFrame width="wide" header={<Header clinic={brand} title={title} onBack={onBack} />} />
  );
}
