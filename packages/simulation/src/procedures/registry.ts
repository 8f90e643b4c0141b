import type { Procedure } from '@afterlook/domain';
import { abdomenLiposuction } from './abdomen-liposuction.ts';
import { bbl } from './bbl.ts';
import { breastAugmentation } from './breast-augmentation.ts';
import { breastLift } from './breast-lift.ts';
import { breastLiftAndAugmentation } from './breast-lift-and-augmentation.ts';
import { breastReduction } from './breast-reduction.ts';
import { lipFiller } from './lip-filler.ts';
import type { ProcedureGeometry } from './procedure-geometry.ts';
import { tummyTuck } from './tummy-tuck.ts';

/** The procedures the engine simulates (the domain's AI-supported set). */
const GEOMETRIES: Partial<Record<Procedure, ProcedureGeometry>> = {
  BREAST_AUGMENTATION: breastAugmentation,
  BREAST_LIFT: breastLift,
  BREAST_REDUCTION: breastReduction,
  BREAST_LIFT_AND_AUGMENTATION: breastLiftAndAugmentation,
  TUMMY_TUCK: tummyTuck,
  ABDOMEN_LIPOSUCTION: abdomenLiposuction,
  BBL: bbl,
  LIP_FILLER: lipFiller,
};

export function procedureGeometry(procedure: Procedure): ProcedureGeometry | undefined {
  return GEOMETRIES[procedure];
}
