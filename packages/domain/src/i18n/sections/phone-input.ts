import { defineSection } from '../define-section.ts';

/** Texts of the phone input with its country picker (docs/product/validation.md). */
export const phoneInput = defineSection({
  en: {
    label: 'Phone',
    noEntries: 'No entries to show',
  },
  es: {
    label: 'Teléfono',
    noEntries: 'No hay resultados para mostrar',
  },
});
