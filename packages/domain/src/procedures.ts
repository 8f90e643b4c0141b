/** Every procedure value the widget knows (docs/product/entities.md), in the spec's order. */
export const PROCEDURES = [
  'BREAST_AUGMENTATION',
  'BREAST_LIFT',
  'BREAST_LIFT_AND_AUGMENTATION',
  'BREAST_REDUCTION',
  'BBL',
  'TUMMY_TUCK',
  'ABDOMEN_LIPOSUCTION',
  'LIP_FILLER',
  'BURN_REPAIR',
  'SCAR_REVISION',
  'HAND_SURGERY',
  'RECONSTRUCTIVE_SURGERY',
  'HAIR_TRANSPLANTATION',
  'HAIR_TRANSPLANT',
  'BOTOX_INJECTIONS',
  'DERMAL_FILLERS',
  'LASER_TREATMENTS',
  'CHEMICAL_PEEL',
  'MICRODERMABRASION',
  'LASER_HAIR_REMOVAL',
  'THIGH_LIFT',
  'ARM_LIFT',
  'BUTTOCK_AUGMENTATION',
  'BODY_LIFT',
  'LIPOSUCTION',
  'CHEEK_AUGMENTATION',
  'CHIN_SURGERY',
  'FOREHEAD_LIFT',
  'OTOPLASTY',
  'RHYTIDECTOMY',
  'BLEPHAROPLASTY',
  'RHINOPLASTY',
  'RENUVION',
  'ABDOMINAL_ETCHING',
  'THIGH_LIPOSUCTION',
  'ARMS_LIPOSUCTION',
  'CHIN_LIPOSUCTION',
  'LABIAPLASTY',
  'VAGINAL_TIGHTENING',
  'VAGINAL_PRP',
  'BIOCHETOMY',
  'FACE_LIFT',
  'CHIN_IMPLANT',
] as const;

export type Procedure = (typeof PROCEDURES)[number];

const procedureSet: ReadonlySet<string> = new Set(PROCEDURES);

export function isProcedure(value: unknown): value is Procedure {
  return typeof value === 'string' && procedureSet.has(value);
}

/** Case-insensitive lookup used at session setup; undefined when unknown. */
export function parseProcedure(value: string | null | undefined): Procedure | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return isProcedure(upper) ? upper : undefined;
}

export const BREAST_PROCEDURES = [
  'BREAST_AUGMENTATION',
  'BREAST_LIFT',
  'BREAST_LIFT_AND_AUGMENTATION',
  'BREAST_REDUCTION',
] as const satisfies readonly Procedure[];

/** Procedures the widget simulates with AI (8, LIP_FILLER included). */
export const AI_SUPPORTED_PROCEDURES = [
  'BREAST_AUGMENTATION',
  'BREAST_REDUCTION',
  'BREAST_LIFT',
  'BREAST_LIFT_AND_AUGMENTATION',
  'BBL',
  'TUMMY_TUCK',
  'ABDOMEN_LIPOSUCTION',
  'LIP_FILLER',
] as const satisfies readonly Procedure[];

/** The capture flow counts only the seven body procedures as supported. */
export const CAPTURE_SUPPORTED_PROCEDURES = [
  'BREAST_AUGMENTATION',
  'BREAST_REDUCTION',
  'BREAST_LIFT',
  'BREAST_LIFT_AND_AUGMENTATION',
  'TUMMY_TUCK',
  'ABDOMEN_LIPOSUCTION',
  'BBL',
] as const satisfies readonly Procedure[];

/** Procedures with a flag helper: the AI set plus buttock augmentation and chin liposuction. */
export const FLAG_HELPER_PROCEDURES = [
  ...AI_SUPPORTED_PROCEDURES,
  'BUTTOCK_AUGMENTATION',
  'CHIN_LIPOSUCTION',
] as const satisfies readonly Procedure[];

/** A valid `procedure` query parameter skips to the model screen for these (docs/product/onboarding-flow.md). */
export const SKIP_TO_MODEL_PROCEDURES = CAPTURE_SUPPORTED_PROCEDURES;

export type AiSupportedProcedure = (typeof AI_SUPPORTED_PROCEDURES)[number];

const aiSet: ReadonlySet<Procedure> = new Set(AI_SUPPORTED_PROCEDURES);
const captureSet: ReadonlySet<Procedure> = new Set(CAPTURE_SUPPORTED_PROCEDURES);
const flagSet: ReadonlySet<Procedure> = new Set(FLAG_HELPER_PROCEDURES);

export const isAiSupported = (procedure: Procedure): procedure is AiSupportedProcedure =>
  aiSet.has(procedure);
export const isCaptureSupported = (procedure: Procedure): boolean => captureSet.has(procedure);
export const hasFlagHelper = (procedure: Procedure): boolean => flagSet.has(procedure);

/** Procedures of the face and head: their views are head views, and the capture
 * flow promises their visualization by email. */
export const FACE_PROCEDURES = [
  'LIP_FILLER',
  'CHIN_LIPOSUCTION',
  'RHINOPLASTY',
  'OTOPLASTY',
  'FOREHEAD_LIFT',
  'BLEPHAROPLASTY',
  'RHYTIDECTOMY',
  'CHEEK_AUGMENTATION',
  'CHIN_SURGERY',
  'CHIN_IMPLANT',
  'FACE_LIFT',
  'BOTOX_INJECTIONS',
  'DERMAL_FILLERS',
] as const satisfies readonly Procedure[];

const faceSet: ReadonlySet<Procedure> = new Set(FACE_PROCEDURES);
export const isFaceProcedure = (procedure: Procedure): boolean => faceSet.has(procedure);
