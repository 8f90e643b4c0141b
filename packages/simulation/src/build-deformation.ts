import type { Procedure, RgbaImage, SubjectAnalysis, ViewType } from '@afterlook/domain';
import { bodyFrame, framePoint } from './anatomy/body-frame.ts';
import { maskView } from './anatomy/mask-view.ts';
import type { DisplacementField } from './field/displacement-field.ts';
import { createForwardField, type ForwardField, scaleForwardField } from './field/forward-field.ts';
import { createGrid } from './field/grid.ts';
import { invertForwardField } from './field/invert-field.ts';
import { minJacobian, safeScale } from './field/jacobian.ts';
import { mouthFrame } from './primitives/lip-volume.ts';
import { procedureGeometry } from './procedures/registry.ts';
import type { SeriesStep } from './procedures/series.ts';
import type { Point, SimulationFailure } from './types.ts';

/**
 * Least Jacobian determinant the full-intensity field may reach: tissue is never
 * squeezed to less than 30 % of its area, far from folding over.
 */
const JACOBIAN_FLOOR = 0.3;
/** Guard on the inverted (applied) field of each level; it must stay clearly positive. */
const APPLIED_FLOOR = 0.1;

export interface DeformationInput {
  readonly width: number;
  readonly height: number;
  readonly subject: SubjectAnalysis;
  readonly procedure: Procedure;
  readonly view: ViewType;
  /** The photo; lets procedures measure what the landmarks and mask do not show. */
  readonly image?: RgbaImage;
}

/** A procedure's deformation of one photo, ready to produce the field of any level. */
export interface Deformation {
  readonly procedure: Procedure;
  /** The series the widget shows, subtle to pronounced. */
  readonly steps: readonly SeriesStep[];
  /** Backward field of a level in (0, 1]: checked fold-free, zero outside the procedure's region. */
  fieldAt(level: number): DisplacementField;
  /** The anatomical control points the displacement is anchored on, image pixels. */
  readonly controlPoints: readonly Point[];
  /** The treated anatomy's outline before and after, image pixels (the close-up frames it). */
  readonly anatomy: readonly Point[];
}

export type DeformationResult =
  | { readonly ok: true; readonly deformation: Deformation }
  | { readonly ok: false; readonly reason: SimulationFailure };

export function buildDeformation(input: DeformationInput): DeformationResult {
  const { width, height, subject, procedure, view } = input;
  const geometry = procedureGeometry(procedure);
  if (!geometry) return { ok: false, reason: 'procedure_not_supported' };
  if (!geometry.views.includes(view)) return { ok: false, reason: 'view_not_supported' };
  const inFrame = (p: Point): boolean => p.x >= 0 && p.y >= 0 && p.x < width && p.y < height;
  let forward: ForwardField;
  let steps: readonly SeriesStep[] = geometry.series;
  if (geometry.kind === 'body') {
    const framed = bodyFrame(subject.body);
    if (!framed.ok) return framed;
    const { frame } = framed;
    if (!subject.mask || subject.mask.data.length !== subject.mask.width * subject.mask.height) {
      return { ok: false, reason: 'mask_missing' };
    }
    if (!inFrame(framePoint(frame, 0, geometry.focusLevel))) {
      return { ok: false, reason: 'subject_out_of_frame' };
    }
    const cell = Math.min(12, Math.max(3, Math.round(frame.shoulderWidth / 40)));
    forward = createForwardField(createGrid(width, height, cell));
    const image =
      input.image && input.image.width === width && input.image.height === height
        ? input.image
        : null;
    steps =
      geometry.build(forward, { frame, mask: maskView(subject.mask, width, height), image }) ??
      steps;
  } else {
    const mouth = subject.face ? mouthFrame(subject.face) : null;
    if (!mouth) return { ok: false, reason: 'landmarks_missing' };
    if (!inFrame(mouth.centre)) return { ok: false, reason: 'subject_out_of_frame' };
    const cell = Math.min(8, Math.max(2, Math.round(mouth.halfWidth / 20)));
    forward = createForwardField(createGrid(width, height, cell));
    geometry.build(forward, mouth);
  }
  if (!moves(forward)) return { ok: false, reason: 'body_outline_not_found' };
  // Tone the whole field down if it would squeeze any cell too hard (never seen in
  // ordinary photos; protects against odd landmark layouts).
  const safe = safeScale(forward.grid, forward.ux, forward.uy, JACOBIAN_FLOOR);
  const base = safe < 1 ? scaleForwardField(forward, 0.98 * safe) : forward;
  return {
    ok: true,
    deformation: {
      procedure,
      steps,
      fieldAt: (level) => appliedField(base, level),
      controlPoints: forward.controls,
      anatomy: forward.anatomy,
    },
  };
}

/** The inverted field of one level, scaled back further in the unlikely case it nears a fold. */
function appliedField(base: ForwardField, level: number): DisplacementField {
  const field = invertForwardField(base, Math.min(1, Math.max(0, level)));
  if (minJacobian(field, field.dx, field.dy) >= APPLIED_FLOOR) return field;
  const s = safeScale(field, field.dx, field.dy, APPLIED_FLOOR);
  for (let k = 0; k < field.dx.length; k++) {
    field.dx[k] = (field.dx[k] ?? 0) * s;
    field.dy[k] = (field.dy[k] ?? 0) * s;
  }
  return field;
}

function moves(field: ForwardField): boolean {
  for (let k = 0; k < field.ux.length; k++) {
    if (field.ux[k] !== 0 || field.uy[k] !== 0) return true;
  }
  return false;
}
