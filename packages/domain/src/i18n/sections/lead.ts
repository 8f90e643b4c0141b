import { defineSection } from '../define-section.ts';

/**
 * Texts of the lead forms (docs/product/shared-screens.md details form, §4.3, §5): the details form
 * (Name, Phone) and the onboarding lead form (first name, last name, US phone).
 * The phone input's own texts are in `phoneInput`, the rules' messages in `validation`,
 * the failure text in `errors.submitFailed`.
 */
export const lead = defineSection({
  en: {
    headingResults: 'Enter details to view the results',
    headingContinue: 'Enter details to continue',
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    viewResults: 'View Results',
    submit: 'Submit',
    privacy: 'Your details go only to {clinic}, who may contact you about your visualization.',
    country: 'Country',
    countrySearch: 'Search countries',
    countryChoice: '{country} ({dialCode})',
  },
  es: {
    headingResults: 'Ingresa tus datos para ver los resultados',
    headingContinue: 'Ingresa tus datos para continuar',
    name: 'Nombre',
    firstName: 'Nombre',
    lastName: 'Apellido',
    viewResults: 'Ver resultados',
    submit: 'Enviar',
    privacy: 'Tus datos solo se envían a {clinic}, que podría contactarte sobre tu visualización.',
    country: 'País',
    countrySearch: 'Buscar países',
    countryChoice: '{country} ({dialCode})',
  },
});
