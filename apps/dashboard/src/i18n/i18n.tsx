import {
  DASHBOARD_MESSAGES,
  type DashboardMessages,
  interpolate,
  isLanguage,
  type Language,
} from '@afterlook/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

const STORAGE_KEY = 'afterlook.dashboard.language';

interface I18n {
  readonly language: Language;
  /** The catalog of the current language: `t.dashboard.nav.leads`. */
  readonly t: DashboardMessages;
  setLanguage(language: Language): void;
}

const I18nContext = createContext<I18n | null>(null);

/** The language chosen before on this browser, else the browser's own (es or en). */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage off: fall through to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage off: the choice lasts for this page.
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(
    () => ({ language, t: DASHBOARD_MESSAGES[language], setLanguage }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

/** Fills a text's `{name}` placeholders (the domain's interpolate). */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  interpolate(text, values);

/**
 * A date and time as the language writes it, in `timeZone` (the clinic's, where the page
 * knows it: useClinicTimeZone), else the browser's.
 */
export const formatDateTime = (language: Language, iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleString(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

/** A calendar day (YYYY-MM-DD, e.g. a clinic's analytics day) as the language writes it. */
export const formatDay = (language: Language, day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'es' ? 'es-ES' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** A day as the language writes it. */
export const formatDate = (language: Language, iso: string): string =>
  new Date(iso).toLocaleDateString(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'medium' });
