import { useTranslation } from '../i18n/i18n.ts';
import { useClinic } from '../session/widget-env.tsx';

/**
 * The assistant's name the chat screens show ('Ask Dr. Rivera anything...'): the
 * clinic's chat_persona_name, else '{clinic} AI'.
 */
export function usePersonaName(): string {
  const { clinic } = useClinic();
  const { t } = useTranslation();
  return clinic.chat_persona_name ?? t('chatScreen.defaultPersona', { clinic: clinic.clinic_name });
}
