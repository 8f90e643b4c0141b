import type { Messages } from './en.ts';

/** Spanish catalog; the type keeps it key-for-key with English. */
export const es: Messages = {
  common: {
    continue: 'Continuar',
    back: 'Atrás',
    poweredBy: 'Desarrollado por',
  },
  errors: {
    incorrectFormName: 'Nombre de formulario incorrecto',
    checkSdkKey: 'Verifique su clave SDK de la clínica',
  },
  area: {
    title: 'Elige una región para visualizar',
    aiAvailable: 'La IA está disponible para esta parte del cuerpo',
    aiNotAvailable: 'La IA no está disponible para esta parte del cuerpo',
  },
  procedure: {
    title: 'Selecciona un procedimiento',
    hint: 'Elige uno para visualizar',
    clinicOffersNone: 'La clínica no ofrece procedimientos para las áreas seleccionadas.',
    noneAvailable:
      'No hay procedimientos disponibles para las áreas seleccionadas. Por favor, selecciona otras áreas.',
  },
};
