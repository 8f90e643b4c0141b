import type { Language } from './enums.ts';
import { intake } from './i18n/sections/intake.ts';

/** Health-condition choices of the coordinator intake (multiple choice). */
export const HEALTH_OPTIONS = [
  'DIABETES',
  'BLOOD_CLOTS',
  'CANCER',
  'ORGAN_TRANSPLANT',
  'HEART_DISEASE',
  'NONE',
] as const;
export type HealthOption = (typeof HEALTH_OPTIONS)[number];

/** Timing choices (single choice). */
export const TIMING_OPTIONS = [
  'ASAP',
  'WITHIN_3_MONTHS',
  'IN_3_TO_6_MONTHS',
  'IN_6_TO_12_MONTHS',
  'NOT_SURE',
] as const;
export type TimingOption = (typeof TIMING_OPTIONS)[number];

/** Procedure-area choices (multiple choice); coarser than the body areas of the selector. */
export const PROCEDURE_AREA_OPTIONS = ['BODY', 'BREAST', 'FACE', 'HAIR', 'VAGINAL'] as const;
export type ProcedureAreaOption = (typeof PROCEDURE_AREA_OPTIONS)[number];

export const healthOptionLabel = (option: HealthOption, language: Language): string =>
  intake[language].health[option];
export const timingOptionLabel = (option: TimingOption, language: Language): string =>
  intake[language].timing[option];
export const procedureAreaOptionLabel = (option: ProcedureAreaOption, language: Language): string =>
  intake[language].procedureArea[option];

/**
 * Toggles a health option. 'None of the above' excludes the conditions: picking
 * it clears them, picking a condition clears it. Order follows HEALTH_OPTIONS.
 */
export function toggleHealthOption(
  selected: readonly HealthOption[],
  option: HealthOption,
): HealthOption[] {
  const next = new Set(selected);
  if (next.has(option)) {
    next.delete(option);
  } else if (option === 'NONE') {
    next.clear();
    next.add('NONE');
  } else {
    next.delete('NONE');
    next.add(option);
  }
  return HEALTH_OPTIONS.filter((candidate) => next.has(candidate));
}
