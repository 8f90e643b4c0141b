import { indefiniteArticle, type Procedure, procedureDisplayName } from '@afterlook/domain';
import { useTranslation } from '../i18n/i18n.ts';

/** What an after picture shows, for screen readers, in the widget's language. */
export function useAfterAlt(procedure: Procedure): string {
  const { t, language } = useTranslation();
  return t('result.afterAlt', {
    a: indefiniteArticle(procedure, language),
    procedure: procedureDisplayName(procedure, language),
  });
}
