/** The loader's few words a patient sees or hears, in the widget's languages. */
export const TEXTS = {
  en: {
    title: 'AfterLook visualization',
    close: 'Close',
    failed: 'The visualization could not load here. Please try again later.',
  },
  es: {
    title: 'Visualización AfterLook',
    close: 'Cerrar',
    failed: 'La visualización no pudo cargarse aquí. Inténtelo de nuevo más tarde.',
  },
} as const;

export const textsFor = (lang: string | undefined) =>
  lang === 'es' || (!lang && navigator.language.startsWith('es')) ? TEXTS.es : TEXTS.en;
