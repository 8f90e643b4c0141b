import { isAiSupported, type Procedure } from './procedures.ts';

/** Body areas of interest (docs/product/entities.md). */
export const BODY_AREAS = [
  'ARMS',
  'LEGS',
  'BACK',
  'BUTT',
  'HEAD',
  'FACE',
  'BREAST',
  'TORSO',
  'VAGINAL',
] as const;

export type BodyArea = (typeof BODY_AREAS)[number];

export const isBodyArea = (value: unknown): value is BodyArea =>
  typeof value === 'string' && (BODY_AREAS as readonly string[]).includes(value);

/** Clickable regions of the body-area selector, per figure side (docs/product/shared-screens.md). */
export const FRONT_FIGURE_AREAS = [
  'ARMS',
  'LEGS',
  'BREAST',
  'FACE',
  'TORSO',
  'VAGINAL',
] as const satisfies readonly BodyArea[];
export const BACK_FIGURE_AREAS = [
  'ARMS',
  'LEGS',
  'BACK',
  'BUTT',
  'HEAD',
] as const satisfies readonly BodyArea[];

/** Procedures offered per area, in the spec's order (docs/product/entities.md). */
const SPEC_AREA_PROCEDURES: Readonly<Record<BodyArea, readonly Procedure[]>> = {
  ARMS: [
    'HAND_SURGERY',
    'LASER_HAIR_REMOVAL',
    'RECONSTRUCTIVE_SURGERY',
    'LIPOSUCTION',
    'ARM_LIFT',
    'BURN_REPAIR',
    'SCAR_REVISION',
  ],
  BACK: [
    'LASER_HAIR_REMOVAL',
    'RECONSTRUCTIVE_SURGERY',
    'SCAR_REVISION',
    'BURN_REPAIR',
    'LIPOSUCTION',
    'BODY_LIFT',
    'ABDOMEN_LIPOSUCTION',
  ],
  BUTT: [
    'RECONSTRUCTIVE_SURGERY',
    'LASER_HAIR_REMOVAL',
    'BURN_REPAIR',
    'SCAR_REVISION',
    'BBL',
    'LIPOSUCTION',
    'BUTTOCK_AUGMENTATION',
  ],
  FACE: [
    'RHINOPLASTY',
    'OTOPLASTY',
    'FOREHEAD_LIFT',
    'CHIN_LIPOSUCTION',
    'BURN_REPAIR',
    'RECONSTRUCTIVE_SURGERY',
    'SCAR_REVISION',
    'HAIR_TRANSPLANTATION',
    'LASER_TREATMENTS',
    'CHEMICAL_PEEL',
    'MICRODERMABRASION',
    'LASER_HAIR_REMOVAL',
    'BLEPHAROPLASTY',
    'RHYTIDECTOMY',
    'CHEEK_AUGMENTATION',
    'LIP_FILLER',
  ],
  LEGS: [
    'LASER_HAIR_REMOVAL',
    'RECONSTRUCTIVE_SURGERY',
    'THIGH_LIFT',
    'BURN_REPAIR',
    'SCAR_REVISION',
    'LIPOSUCTION',
  ],
  HEAD: [
    'LASER_HAIR_REMOVAL',
    'DERMAL_FILLERS',
    'HAIR_TRANSPLANTATION',
    'RECONSTRUCTIVE_SURGERY',
    'BURN_REPAIR',
    'SCAR_REVISION',
    'CHIN_LIPOSUCTION',
  ],
  TORSO: [
    'BBL',
    'TUMMY_TUCK',
    'ABDOMEN_LIPOSUCTION',
    'BODY_LIFT',
    'BURN_REPAIR',
    'SCAR_REVISION',
    'RECONSTRUCTIVE_SURGERY',
    'LASER_HAIR_REMOVAL',
  ],
  BREAST: [
    'BREAST_AUGMENTATION',
    'BREAST_REDUCTION',
    'BREAST_LIFT',
    'BREAST_LIFT_AND_AUGMENTATION',
  ],
  VAGINAL: ['LASER_HAIR_REMOVAL', 'RECONSTRUCTIVE_SURGERY', 'BURN_REPAIR', 'SCAR_REVISION'],
};

/**
 * Procedures a clinic can offer that the spec's table lists under no area (or only on
 * the back view's head), put where a patient would look for them: face treatments on
 * the face, body contouring on its part of the body, intimate procedures under vaginal.
 */
const MORE_AREA_PROCEDURES: Readonly<Partial<Record<BodyArea, readonly Procedure[]>>> = {
  ARMS: ['ARMS_LIPOSUCTION'],
  LEGS: ['THIGH_LIPOSUCTION'],
  HEAD: ['HAIR_TRANSPLANT'],
  FACE: [
    'BOTOX_INJECTIONS',
    'DERMAL_FILLERS',
    'FACE_LIFT',
    'CHIN_SURGERY',
    'CHIN_IMPLANT',
    'BIOCHETOMY',
    'RENUVION',
    'HAIR_TRANSPLANT',
  ],
  TORSO: ['ABDOMINAL_ETCHING', 'RENUVION'],
  VAGINAL: ['LABIAPLASTY', 'VAGINAL_TIGHTENING', 'VAGINAL_PRP'],
};

/** Each area's procedures: the spec's table, then the ones it left without an area. */
const withMore = (area: BodyArea): readonly Procedure[] => [
  ...SPEC_AREA_PROCEDURES[area],
  ...(MORE_AREA_PROCEDURES[area] ?? []),
];
export const AREA_PROCEDURES: Readonly<Record<BodyArea, readonly Procedure[]>> = {
  ARMS: withMore('ARMS'),
  LEGS: withMore('LEGS'),
  BACK: withMore('BACK'),
  BUTT: withMore('BUTT'),
  HEAD: withMore('HEAD'),
  FACE: withMore('FACE'),
  BREAST: withMore('BREAST'),
  TORSO: withMore('TORSO'),
  VAGINAL: withMore('VAGINAL'),
};

/** The areas under which the clinic offers at least one procedure (the others are disabled). */
export const offeredAreas = (offered: readonly Procedure[]): BodyArea[] =>
  BODY_AREAS.filter((area) => AREA_PROCEDURES[area].some((p) => offered.includes(p)));

/**
 * 'available' when the chosen areas list a procedure the clinic offers that the AI
 * simulates, 'unavailable' otherwise, null when nothing is chosen.
 */
export function aiAvailabilityForAreas(
  areas: readonly BodyArea[],
  offered: readonly Procedure[],
): 'available' | 'unavailable' | null {
  if (areas.length === 0) return null;
  return proceduresForAreas(areas, offered).some(isAiSupported) ? 'available' : 'unavailable';
}

/**
 * Procedures for the chosen areas, limited to those the clinic offers, without
 * duplicates, in area-table order.
 */
export function proceduresForAreas(
  areas: readonly BodyArea[],
  offered: readonly Procedure[],
): Procedure[] {
  const offeredSet = new Set(offered);
  const result = new Set<Procedure>();
  for (const area of areas) {
    for (const procedure of AREA_PROCEDURES[area]) {
      if (offeredSet.has(procedure)) result.add(procedure);
    }
  }
  return [...result];
}

/** The area preset when a procedure query parameter skips to the model screen (docs/product/onboarding-flow.md). */
export function presetAreaForProcedure(procedure: Procedure): BodyArea | undefined {
  switch (procedure) {
    case 'BREAST_AUGMENTATION':
    case 'BREAST_LIFT':
    case 'BREAST_REDUCTION':
    case 'BREAST_LIFT_AND_AUGMENTATION':
      return 'BREAST';
    case 'TUMMY_TUCK':
    case 'ABDOMEN_LIPOSUCTION':
      return 'TORSO';
    case 'BBL':
      return 'BUTT';
    default:
      return undefined;
  }
}
