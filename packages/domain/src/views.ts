import { BREAST_PROCEDURES, isFaceProcedure, type Procedure } from './procedures.ts';

/** Poses / view types (docs/product/entities.md). The empty value is the end marker of a pose list. */
export const VIEW_TYPES = [
  'HEAD_RIGHT',
  'HEAD_RIGHT_45',
  'HEAD_FRONT',
  'HEAD_LEFT_45',
  'HEAD_LEFT',
  'BODY_RIGHT',
  'BODY_RIGHT_45',
  'BODY_FRONT',
  'BODY_LEFT_45',
  'BODY_LEFT',
  'BODY_BACK',
  'TORSO_RIGHT',
  'TORSO_RIGHT_45',
  'TORSO_FRONT',
  'TORSO_LEFT_45',
  'TORSO_LEFT',
] as const;

export type ViewType = (typeof VIEW_TYPES)[number];
/** End marker of a pose list. */
export const END_OF_POSES = '' as const;
export type PoseListEntry = ViewType | typeof END_OF_POSES;

export const isViewType = (value: unknown): value is ViewType =>
  typeof value === 'string' && (VIEW_TYPES as readonly string[]).includes(value);

const isBreastProcedure = (procedure: Procedure): boolean =>
  (BREAST_PROCEDURES as readonly Procedure[]).includes(procedure);

/** The view a procedure is simulated on (docs/product/entities.md "View per procedure"). */
export function viewForProcedure(procedure: Procedure): ViewType {
  if (isBreastProcedure(procedure)) return 'TORSO_FRONT';
  if (procedure === 'TUMMY_TUCK' || procedure === 'ABDOMEN_LIPOSUCTION') return 'BODY_FRONT';
  if (procedure === 'BBL') return 'BODY_BACK';
  if (procedure === 'CHIN_LIPOSUCTION') return 'HEAD_LEFT';
  if (isFaceProcedure(procedure)) return 'HEAD_FRONT';
  return 'BODY_FRONT';
}

export type CaptureMode = 'single' | 'all-poses';

/**
 * Poses to capture for a procedure, ending with the end marker (docs/product/state-machines.md#capture-flow).
 * Scan-all mode adds the obliques and profiles the procedure family needs.
 */
export function posesForProcedure(procedure: Procedure, mode: CaptureMode): PoseListEntry[] {
  const poses = ((): ViewType[] => {
    if (isBreastProcedure(procedure)) {
      return mode === 'single'
        ? ['TORSO_FRONT']
        : ['TORSO_FRONT', 'TORSO_LEFT_45', 'TORSO_LEFT', 'TORSO_RIGHT', 'TORSO_RIGHT_45'];
    }
    if (procedure === 'BBL' || procedure === 'BUTTOCK_AUGMENTATION') {
      return mode === 'single'
        ? ['BODY_BACK']
        : ['BODY_FRONT', 'BODY_LEFT', 'BODY_BACK', 'BODY_RIGHT'];
    }
    if (procedure === 'CHIN_LIPOSUCTION') return ['HEAD_LEFT'];
    if (isFaceProcedure(procedure)) return ['HEAD_FRONT'];
    return ['BODY_FRONT'];
  })();
  return [...poses, END_OF_POSES];
}
