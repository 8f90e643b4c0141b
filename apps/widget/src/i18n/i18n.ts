import { type Language, MESSAGES, type Messages } from '@afterlook/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

/**
 * Initialises the app's i18next instance from the domain catalog (one namespace, keys
 * `section.key`; placeholders written `{name}` as the catalog does). Synchronous: the
 * catalog is bundled, so the first render already has its texts. Calling it again only
 * switches the language.
 */
export function initI18n(language: Language): i18n {
  if (i18next.isInitialized) {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: {
      en: { translation: MESSAGES.en },
      es: { translation: MESSAGES.es },
    },
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  return i18next;
}
