import type { RgbaImage } from '@afterlook/domain';
import type { Point } from '../types.ts';
import { type BodyFrame, framePoint, midlineX } from './body-frame.ts';
import { measureBreastContour } from './breast-contour.ts';
import type { MaskView } from './mask-view.ts';
import { armInnerReach, type Side, silhouetteEdge } from './silhouette-edges.ts';

/**
 * Where each breast sits, from the shoulder and hip landmarks: the centre of the
 * breast base lies about a third of the way down the shoulder→hip line and a
 * quarter of the shoulder width out from the sternum, with a base radius of a
 * fifth of the shoulder width (adult averages: nipple-to-nipple ≈ 20 cm, base
 * ≈ 13 cm, shoulder joints ≈ 35 cm apart, shoulder-to-hip ≈ 50 cm).
 */
const BREAST_ACROSS = 0.26;
const BREAST_DOWN = 0.33;
const BREAST_RADIUS = 0.2;
/** The lower pole sits this far (in base radii) below the base centre of an average mound. */
const POLE_BELOW_CENTRE = 0.6;
/** Background beyond the lateral outline that may move with the breast, in shoulder widths. */
const LATERAL_BAND = 0.22;

export interface BreastMound {
  readonly side: Side;
  readonly centre: Point;
  readonly radius: number;
  /** Distance from the centre to the sternum, which stays still. */
  readonly medialReach: number;
  /**
   * Distance from the centre to where lateral motion must have faded out: the body
   * outline plus a band of background, or the inner side of an arm that touches the chest.
   */
  readonly lateralReach: number;
  /** Image row of the lowest point of the lower contour (the lower pole). */
  readonly poleY: number;
  /** Whether the lower pole was measured in the photo (else placed from the landmarks). */
  readonly measured: boolean;
}

export function breastMounds(
  frame: BodyFrame,
  mask: MaskView,
  image: RgbaImage | null,
): BreastMound[] {
  const sw = frame.shoulderWidth;
  const radius = BREAST_RADIUS * sw;
  const contours = ([-1, 1] as const).map((side) =>
    image ? measureBreastContour(image, frame, mask, side) : null,
  );
  // Breasts hang about level; one pole found serves both when the other is hidden.
  const found = contours.filter((c) => c !== null).map((c) => c.poleY);
  const sharedPole = found.length > 0 ? found.reduce((a, b) => a + b, 0) / found.length : null;
  return ([-1, 1] as const).map((side, k) => {
    const placed = framePoint(frame, side * BREAST_ACROSS, BREAST_DOWN);
    const poleY = contours[k]?.poleY ?? sharedPole ?? placed.y + POLE_BELOW_CENTRE * radius;
    const centre = { x: placed.x, y: poleY - POLE_BELOW_CENTRE * radius };
    const fromMid = Math.abs(centre.x - midlineX(frame, centre.y));
    const edge = silhouetteEdge(mask, frame, centre.y, side);
    let lateralReach: number;
    if (edge) {
      lateralReach = edge.halfWidth - fromMid + Math.min(0.9 * edge.gap, LATERAL_BAND * sw);
    } else {
      const arm = armInnerReach(frame, centre.y, side);
      lateralReach = arm !== null ? arm - fromMid : 1.2 * radius;
    }
    return {
      side,
      centre,
      radius,
      medialReach: 0.95 * fromMid,
      lateralReach: Math.max(1.1 * radius, lateralReach),
      poleY,
      measured: sharedPole !== null,
    };
  });
}

/** Horizontal radii (image left, image right) of a region around a breast: medial vs lateral. */
export function sideRadii(mound: BreastMound): { left: number; right: number } {
  return mound.side < 0
    ? { left: mound.lateralReach, right: mound.medialReach }
    : { left: mound.medialReach, right: mound.lateralReach };
}
