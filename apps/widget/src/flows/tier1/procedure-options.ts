import { type BodyArea, PROCEDURES, type Procedure, proceduresForAreas } from '@afterlook/domain';

/**
 * What the procedure screen shows for the chosen areas (docs/product/onboarding-flow.md, errors.md):
 * - `list`: the area table's procedures that the clinic offers;
 * - `clinicUnsupported`: the area table has procedures for these areas, but the clinic
 *   offers none of them → red "Clinic doesn't support any procedures for your selected areas.";
 * - `noneAvailable`: the area table itself has nothing for these areas (no area chosen,
 *   say) → 'No procedures available for the selected areas. Please select different areas.'
 */
export type ProcedureOptions =
  | { readonly kind: 'list'; readonly procedures: readonly Procedure[] }
  | { readonly kind: 'clinicUnsupported' }
  | { readonly kind: 'noneAvailable' };

export function procedureOptions(
  areas: readonly BodyArea[],
  offered: readonly Procedure[],
): ProcedureOptions {
  const procedures = proceduresForAreas(areas, offered);
  if (procedures.length > 0) return { kind: 'list', procedures };
  return proceduresForAreas(areas, PROCEDURES).length > 0
    ? { kind: 'clinicUnsupported' }
    : { kind: 'noneAvailable' };
}
