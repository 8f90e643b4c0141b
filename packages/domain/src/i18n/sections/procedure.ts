import { defineSection } from '../define-section.ts';

/**
 * Texts of the tier-1 procedure screen (docs/product/onboarding-flow.md step 2, §2.9 procedure list,
 * §8); en is the spec's exact wording where the spec gives one.
 *
 * The two empty-list texts are told apart by why the list is empty:
 * - `clinicUnsupported`: the area table has procedures for the chosen areas, but the
 *   clinic offers none of them (its offer is empty or covers other areas only).
 * - `noneAvailable`: the area table itself has nothing for the chosen areas.
 */
export const procedure = defineSection({
  en: {
    title: 'Select a Procedure',
    hint: 'Pick one to visualize',
    listLabel: 'Procedures',
    aiBadge: 'AI',
    aiBadgeDescription: 'AI visualization available',
    clinicUnsupported: "Clinic doesn't support any procedures for your selected areas.",
    noneAvailable: 'No procedures available for the selected areas. Please select different areas.',
    /** Title of the model screen that follows (docs/product/onboarding-flow.md step 3); {a} is the article that fits the name (a/an, un/una). */
    visualizeTitle: 'Visualize {a} {procedure}',
  },
  es: {
    title: 'Selecciona un procedimiento',
    hint: 'Elige uno para visualizar',
    listLabel: 'Procedimientos',
    aiBadge: 'IA',
    aiBadgeDescription: 'Visualización con IA disponible',
    clinicUnsupported: 'La clínica no ofrece procedimientos para las zonas seleccionadas.',
    noneAvailable:
      'No hay procedimientos disponibles para las zonas seleccionadas. Por favor, selecciona otras zonas.',
    visualizeTitle: 'Visualiza {a} {procedure}',
  },
});
