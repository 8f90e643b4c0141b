import { defineSection } from '../define-section.ts';

/**
 * Texts of the widget's frame: header, footer, modal, loading and the app-level
 * fallbacks (docs/product/shared-screens.md shared pieces, §8 router fallback).
 */
export const layout = defineSection({
  en: {
    back: 'Back',
    loading: 'Loading',
    poweredBy: 'Powered by',
    closeModal: 'Close',
    clinicLogo: '{clinic} logo',
    clinicSite: 'Visit {clinic}',
    opensInNewTab: 'opens in a new tab',
    loadFailed: "We couldn't load this form. Please check your connection and try again.",
    noAllowedOrigins:
      'This clinic has no website and no allowed origins yet, so no site can embed this form. Its owner can add one: npm run clinic -- update <clinic-id> --origins https://your-site.example',
    retry: 'Try again',
    unexpectedApplicationError: 'Unexpected Application Error!',
    noRouteMatches: 'No route matches URL',
  },
  es: {
    back: 'Atrás',
    loading: 'Cargando',
    poweredBy: 'Desarrollado por',
    closeModal: 'Cerrar',
    clinicLogo: 'Logotipo de {clinic}',
    clinicSite: 'Visitar {clinic}',
    opensInNewTab: 'se abre en una pestaña nueva',
    loadFailed: 'No pudimos cargar este formulario. Revisa tu conexión e inténtalo de nuevo.',
    noAllowedOrigins:
      'Esta clínica aún no tiene sitio web ni orígenes permitidos, así que ningún sitio puede insertar este formulario. Su responsable puede añadir uno: npm run clinic -- update <clinic-id> --origins https://su-sitio.example',
    retry: 'Reintentar',
    unexpectedApplicationError: '¡Error inesperado de la aplicación!',
    noRouteMatches: 'Ninguna ruta coincide con la URL',
  },
});
