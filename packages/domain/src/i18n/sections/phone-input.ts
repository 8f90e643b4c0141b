import { defineSection } from '../define-section.ts';

/** Texts of the phone input with its country picker (SPEC.md §5). */
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
