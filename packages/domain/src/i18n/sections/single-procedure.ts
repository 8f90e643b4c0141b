import { defineSection } from '../define-section.ts';

/**
 * Texts of the single-procedure landing (docs/product/single-procedure-flow.md). A form config from configUrl
 * may replace the title, subtitle, step labels, magic line and button.
 */
export const singleProcedure = defineSection({
  en: {
    landingTitle: 'Visualize Your Dream {procedure}',
    landingSubtitle: 'See a simulation of your result before you book a consultation.',
    exampleLabel: 'Example before and after',
    stepsLabel: 'How it works',
    steps: {
      upload: 'Take Selfie',
      simulate: 'AI Result',
      explore: 'View Options',
    },
    magicLine: 'Fast. Fun. Free. And kind of magical',
    simulateButton: 'Simulate Now',
  },
  es: {
    landingTitle: 'Visualiza tu {procedure} soñado',
    landingSubtitle: 'Mira una simulación de tu resultado antes de reservar una consulta.',
    exampleLabel: 'Ejemplo de antes y después',
    stepsLabel: 'Cómo funciona',
    steps: {
      upload: 'Tómate una selfie',
      simulate: 'Resultado con IA',
      explore: 'Ver opciones',
    },
    magicLine: 'Rápido. Divertido. Gratis. Y un poco mágico',
    simulateButton: 'Simular ahora',
  },
});
