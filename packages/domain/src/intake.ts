import type { Language } from './enums.ts';
import { intake } from './i18n/sections/intake.ts';
import type { Procedure } from './procedures.ts';

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

/**
 * The procedures the intake offers under each procedure area, before the clinic's own
 * list narrows them (the intake's areas are coarser than the selector's body areas).
 */
export const INTAKE_AREA_PROCEDURES: Readonly<Record<ProcedureAreaOption, readonly Procedure[]>> = {
  BODY: [
    'BBL',
    'TUMMY_TUCK',
    'ABDOMEN_LIPOSUCTION',
    'LIPOSUCTION',
    'BODY_LIFT',
    'BUTTOCK_AUGMENTATION',
    'ARM_LIFT',
    'THIGH_LIFT',
    'THIGH_LIPOSUCTION',
    'ARMS_LIPOSUCTION',
    'ABDOMINAL_ETCHING',
    'RENUVION',
  ],
  BREAST: [
    'BREAST_AUGMENTATION',
    'BREAST_LIFT',
    'BREAST_LIFT_AND_AUGMENTATION',
    'BREAST_REDUCTION',
  ],
  FACE: [
    'FACE_LIFT',
    'RHINOPLASTY',
    'BLEPHAROPLASTY',
    'RHYTIDECTOMY',
    'FOREHEAD_LIFT',
    'OTOPLASTY',
    'CHIN_IMPLANT',
    'CHIN_LIPOSUCTION',
    'CHEEK_AUGMENTATION',
    'LIP_FILLER',
    'BOTOX_INJECTIONS',
    'DERMAL_FILLERS',
    'CHEMICAL_PEEL',
    'LASER_TREATMENTS',
  ],
  HAIR: ['HAIR_TRANSPLANTATION', 'LASER_HAIR_REMOVAL'],
  VAGINAL: ['LABIAPLASTY', 'VAGINAL_TIGHTENING', 'VAGINAL_PRP'],
};

/**
 * The specific procedures the intake lists for the chosen areas: those the clinic
 * offers, in area order; every procedure of the areas when the clinic offers none of them.
 */
/** The intake areas a procedure belongs to ('BBL' → BODY). */
export const intakeAreasOf = (procedure: Procedure): ProcedureAreaOption[] =>
  PROCEDURE_AREA_OPTIONS.filter((area) => INTAKE_AREA_PROCEDURES[area].includes(procedure));

export function intakeProcedures(
  areas: readonly ProcedureAreaOption[],
  offered: readonly Procedure[],
): Procedure[] {
  const candidates = [...new Set(areas.flatMap((area) => INTAKE_AREA_PROCEDURES[area]))];
  const offeredHere = candidates.filter((procedure) => offered.includes(procedure));
  return offeredHere.length > 0 ? offeredHere : candidates;
}

/** The tier-1 assistant's 'Which procedure should we start with?' choices (docs/product/state-machines.md#chat-flows). */
export const TIER1_SIMULATION_CHOICES = [
  'BBL',
  'BREAST_AUGMENTATION',
  'BREAST_REDUCTION',
  'BREAST_LIFT',
  'TUMMY_TUCK',
  'ABDOMEN_LIPOSUCTION',
] as const satisfies readonly Procedure[];

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
