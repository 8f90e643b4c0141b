import { LANGUAGES } from '@afterlook/domain';
import { useI18n } from '../i18n/i18n.tsx';

/** English / Español, each a toggle button; the choice is kept on this browser. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <fieldset className="language-switch">
      <legend>{t.dashboard.language}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
        >
          {t.dashboard.languageNames[option]}
        </button>
      ))}
    </fieldset>
  );
}
