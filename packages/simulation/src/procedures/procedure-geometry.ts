import type { RgbaImage, ViewType } from '@afterlook/domain';
import type { BodyFrame } from '../anatomy/body-frame.ts';
import type { MaskView } from '../anatomy/mask-view.ts';
import type { ForwardField } from '../field/forward-field.ts';
import type { MouthFrame } from '../primitives/lip-volume.ts';
import type { SeriesStep } from './series.ts';

/** What a body procedure's geometry is placed on. */
export interface BodyContext {
  readonly frame: BodyFrame;
  readonly mask: MaskView;
  /** The photo itself, for what only its shading shows (a breast's lower contour). */
  readonly image: RgbaImage | null;
}

/**
 * One procedure's deformation: the views it is simulated on, its series of
 * intensities, and how it adds its full-intensity displacement (level 1) to a
 * forward field. Levels below 1 scale that field.
 */
export type ProcedureGeometry =
  | {
      readonly kind: 'body';
      readonly views: readonly ViewType[];
      readonly series: readonly SeriesStep[];
      /** Body level (torso lengths below the shoulders) that must be in the photo. */
      readonly focusLevel: number;
      /** Adds the displacement; may return this subject's own series (when the step sizes depend on what was measured). */
      readonly build: (field: ForwardField, body: BodyContext) => readonly SeriesStep[] | undefined;
    }
  | {
      readonly kind: 'face';
      readonly views: readonly ViewType[];
      readonly series: readonly SeriesStep[];
      readonly build: (field: ForwardField, mouth: MouthFrame) => void;
    };

/** Views on which the breast is seen from the front. */
export const FRONT_TORSO_VIEWS: readonly ViewType[] = ['TORSO_FRONT', 'BODY_FRONT'];

type BodyGeometry = Extract<ProcedureGeometry, { kind: 'body' }>;

/**
 * A breast procedure: like every one of them, simulated on the chest seen from the
 * front, a third of a torso length below the shoulders; its own series and build.
 */
export function breastProcedure(own: Pick<BodyGeometry, 'series' | 'build'>): ProcedureGeometry {
  return { kind: 'body', focusLevel: 0.33, views: FRONT_TORSO_VIEWS, ...own };
}
