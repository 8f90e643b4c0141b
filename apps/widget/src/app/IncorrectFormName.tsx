import { useTranslation } from '../i18n/i18n.ts';
import { ErrorCard } from '../ui/ErrorCard.tsx';

/** Any path that is not one of the seven flows (docs/product/routes.md). */
export function IncorrectFormName() {
  const { t } = useTranslation();
  return <ErrorCard message={t('shell.incorrectFormName')} />;
}
