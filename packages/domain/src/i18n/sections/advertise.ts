import { defineSection } from '../define-section.ts';

/** Texts of the ad flow's model screen (docs/product/ad-flow.md); headlines are in `headlines`. */
export const advertise = defineSection({
  en: {
    title: 'Select an Image',
    text: 'Visualize {a} {procedure} by selecting an image below.',
  },
  es: {
    title: 'Selecciona una imagen',
    text: 'Visualiza {a} {procedure} seleccionando una imagen.',
  },
});
