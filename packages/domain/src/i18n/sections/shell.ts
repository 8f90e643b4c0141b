import { defineSection } from '../define-section.ts';

/** Texts of the widget shell: app-level states and errors (docs/product/routes.md, state-machines.md#chat-flows, errors.md). */
export const shell = defineSection({
  en: {
    incorrectFormName: 'Incorrect form name',
    checkSdkKey: 'Check your Clinic SDK Key',
    continue: 'Continue',
  },
  es: {
    incorrectFormName: 'Nombre de formulario incorrecto',
    checkSdkKey: 'Verifique su clave SDK de la clínica',
    continue: 'Continuar',
  },
});
