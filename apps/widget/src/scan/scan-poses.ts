import {
  type CaptureMode,
  END_OF_POSES,
  type Procedure,
  posesForProcedure,
  type ViewType,
} from '@afterlook/domain';

/** The poses a scan captures for a procedure, without the list's end marker. */
export const scanPoses = (procedure: Procedure, mode: CaptureMode): ViewType[] =>
  posesForProcedure(procedure, mode).filter((entry): entry is ViewType => entry !== END_OF_POSES);
