import { viewForProcedure } from '@afterlook/domain';
import type { FigureParams } from './figure-params.ts';
import {
  type MannequinProcedure,
  type ProcedureOptions,
  paramsAfterProcedure,
} from './procedure-effects.ts';
import { type RenderedFigure, type RenderOptions, renderFigure } from './render-figure.ts';
import { isMannequinView, type MannequinView } from './view-camera.ts';

export interface ProcedurePair {
  readonly procedure: MannequinProcedure;
  readonly level: number;
  readonly view: MannequinView;
  readonly beforeParams: FigureParams;
  readonly afterParams: FigureParams;
  readonly before: RenderedFigure;
  readonly after: RenderedFigure;
}

/** The view a procedure is simulated in (domain's viewForProcedure), as a mannequin view. */
export function mannequinViewFor(procedure: MannequinProcedure): MannequinView {
  const view = viewForProcedure(procedure);
  if (!isMannequinView(view)) throw new RangeError(`no mannequin view for ${procedure} (${view})`);
  return view;
}

/**
 * Ground truth for the fidelity benchmark: the same figure before and after a
 * procedure at `level` (0 subtle … 1 pronounced), rendered in the procedure's view.
 * Only the body shape changes (PROCEDURE_EFFECTS), so the two images differ only
 * inside regionOfInterest(procedure, before.landmarks, size).
 */
export function renderProcedurePair(
  modelParams: FigureParams,
  procedure: MannequinProcedure,
  level: number,
  options: RenderOptions & ProcedureOptions = {},
): ProcedurePair {
  const view = mannequinViewFor(procedure);
  const afterParams = paramsAfterProcedure(modelParams, procedure, level, options);
  return {
    procedure,
    level,
    view,
    beforeParams: modelParams,
    afterParams,
    before: renderFigure(modelParams, view, options),
    after: renderFigure(afterParams, view, options),
  };
}
