import { useTranslation } from '../../i18n/i18n.ts';
import { CheckIcon, SparkleIcon } from '../../ui/icons.tsx';

/** What the doctor persona can do, shown while the chat is empty (docs/product/doctor-chat.md). */
export function CapabilitiesPanel({ persona }: { readonly persona: string }) {
  const { t } = useTranslation();
  return (
    <section className="al-doctor-capabilities" aria-labelledby="al-doctor-capabilities">
      <SparkleIcon className="al-doctor-capabilities__icon" width={28} height={28} />
      <h1 className="al-doctor-capabilities__title" id="al-doctor-capabilities">
        {t('chatScreen.capabilities.title', { persona })}
      </h1>
      <ul className="al-plain-list al-doctor-capabilities__list">
        {(['questions', 'services', 'consultation'] as const).map((item) => (
          <li key={item}>
            <CheckIcon width={18} height={18} />
            {t(`chatScreen.capabilities.${item}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
