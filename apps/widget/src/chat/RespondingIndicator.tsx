import { useTranslation } from '../i18n/i18n.ts';

/** '{persona} is responding...' while a reply is on its way (docs/product/doctor-chat.md). */
export function RespondingIndicator({ persona }: { readonly persona: string }) {
  const { t } = useTranslation();
  return (
    <p className="al-chat-responding" role="status">
      <span className="al-chat-responding__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {t('chatScreen.responding', { persona })}
    </p>
  );
}
