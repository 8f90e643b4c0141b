/** The loader's few words a patient sees or hears, in the widget's languages. */
export const TEXTS = {
  en: {
    title: 'AfterLook visualization',
    close: 'Close',
    failed: 'The visualization could not load here. Please try again later.',
    button: 'See your results',
  },
  es: {
    title: 'Visualización AfterLook',
    close: 'Cerrar',
    failed: 'La visualización no pudo cargarse aquí. Inténtelo de nuevo más tarde.',
    button: 'Ver tus resultados',
  },
} as const;

/** The page's own language (<html lang>) when the widget speaks it. */
export function pageLanguage(): 'en' | 'es' | undefined {
  const lang = document.documentElement.lang.toLowerCase();
  return lang.startsWith('es') ? 'es' : lang.startsWith('en') ? 'en' : undefined;
}

/** The given language, else the page's own, else the browser's. */
export function textsFor(lang: string | undefined) {
  const chosen = lang || pageLanguage() || navigator.language;
  return chosen.toLowerCase().startsWith('es') ? TEXTS.es : TEXTS.en;
}
