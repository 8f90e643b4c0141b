import { defineSection } from '../define-section.ts';

/**
 * Texts of what follows a submitted lead on the result screen (our addition): booking a
 * consultation, downloading the before/after, and the optional measurement form of §5
 * ('help your surgeon prepare'), whose rule messages live in `validation`.
 */
export const afterLead = defineSection({
  en: {
    heading: 'Thank you! {clinic} will be in touch soon.',
    book: 'Book a consultation',
    download: 'Download my before/after',
    downloadFile: 'before-after-{procedure}.png',
    before: 'Before',
    after: 'After',
    disclaimer: 'Simulation by AfterLook. Actual results vary.',
    prepareOpen: 'Help your surgeon prepare (optional)',
    prepareHeading: 'Help your surgeon prepare',
    prepareIntro: 'A few details help {clinic} plan your consultation. Only the clinic sees them.',
    message: 'Anything your surgeon should know',
    messagePlaceholder: 'Past surgeries, health conditions, goals…',
    weight: 'Weight (lbs)',
    height: 'Height',
    feet: 'Feet',
    inches: 'Inches',
    save: 'Send to {clinic}',
    saved: 'Sent. Thank you!',
    saveFailed: 'Could not send your details. Please try again.',
  },
  es: {
    heading: '¡Gracias! {clinic} se pondrá en contacto contigo pronto.',
    book: 'Reservar una consulta',
    download: 'Descargar mi antes/después',
    downloadFile: 'antes-despues-{procedure}.png',
    before: 'Antes',
    after: 'Después',
    disclaimer: 'Simulación de AfterLook. Los resultados reales varían.',
    prepareOpen: 'Ayuda a tu cirujano a prepararse (opcional)',
    prepareHeading: 'Ayuda a tu cirujano a prepararse',
    prepareIntro:
      'Algunos datos ayudan a {clinic} a planificar tu consulta. Solo la clínica los ve.',
    message: 'Lo que tu cirujano debería saber',
    messagePlaceholder: 'Cirugías previas, condiciones de salud, objetivos…',
    weight: 'Peso (lbs)',
    height: 'Altura',
    feet: 'Pies',
    inches: 'Pulgadas',
    save: 'Enviar a {clinic}',
    saved: 'Enviado. ¡Gracias!',
    saveFailed: 'No se pudieron enviar tus datos. Inténtalo de nuevo.',
  },
});
