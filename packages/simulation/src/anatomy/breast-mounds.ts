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
const AVERAGE_BREAST = { across: 0.26, down: 0.33, radius: 0.2 };
/** The lower pole sits this far (in base radii) below the base centre of an average mound. */
const POLE_BELOW_CENTRE = 0.6;
/**
 * The medial border of the breast lies this far from the midline (shoulder widths,
 * ≈ 2.5 cm: the breasts' inner edges leave the sternum between them).
 */
const MEDIAL_BORDER = 0.08;
/** Plausible frontal half-widths of a breast, shoulder widths (AA cup to very large). */
const MIN_HALF_WIDTH = 0.13;
const MAX_HALF_WIDTH = 0.26;
/** Background beyond the lateral outline that may move with the breast, in shoulder widths. */
const LATERAL_BAND = 0.22;

export interface BreastMound {
  readonly side: Side;
  /** Centre of the mound's frontal outline. */
  readonly centre: Point;
  /** Half the width of the mound's frontal outline (and about half its height), pixels. */
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
  /** Whether the width was measured from the lateral contour (else the landmarks' average). */
  readonly widthMeasured: boolean;
  /** The lower contour traced in the photo (empty when it was not found). */
  readonly lowerContour: readonly Point[];
}

/**
 * The breast's lateral contour seen from the front: the mound's outer edge lies on
 * the anterior axillary line, which is where the torso's outline runs just below
 * the armpit, the first rows under the mound's centre where background shows
 * between arm and chest (a full breast bulges past it, pushing the outline out).
 * Returns the distance of that outline from the midline, or null when the arm
 * covers the chest all the way to the lower pole.
 */
function lateralContour(
  frame: BodyFrame,
  mask: MaskView,
  side: Side,
  fromY: number,
  toY: number,
): number | null {
  const step = Math.max(1, Math.round(frame.shoulderWidth / 100));
  const reaches: number[] = [];
  for (let y = fromY; y <= toY && reaches.length < 3; y += step) {
    const edge = silhouetteEdge(mask, frame, y, side);
    if (edge && edge.gap > 0) reaches.push(edge.halfWidth);
  }
  if (reaches.length === 0) return null;
  return Math.max(...reaches);
}

export function breastMounds(
  frame: BodyFrame,
  mask: MaskView,
  image: RgbaImage | null,
): BreastMound[] {
  const sw = frame.shoulderWidth;
  const radius = AVERAGE_BREAST.radius * sw;
  const contours = ([-1, 1] as const).map((side) =>
    image ? measureBreastContour(image, frame, mask, side) : null,
  );
  // Breasts hang about level; one pole found serves both when the other is hidden.
  const found = contours.filter((c) => c !== null).map((c) => c.poleY);
  const sharedPole = found.length > 0 ? found.reduce((a, b) => a + b, 0) / found.length : null;
  return ([-1, 1] as const).map((side, k) => {
    const placed = framePoint(frame, side * AVERAGE_BREAST.across, AVERAGE_BREAST.down);
    const poleY = contours[k]?.poleY ?? sharedPole ?? placed.y + POLE_BELOW_CENTRE * radius;
    // The width: from the medial border to the lateral contour, read between the
    // mound's average centre and its lower pole.
    const lateral = lateralContour(frame, mask, side, poleY - 1.2 * radius, poleY);
    let half = radius;
    let centre = { x: placed.x, y: poleY - POLE_BELOW_CENTRE * radius };
    if (lateral !== null) {
      const medial = MEDIAL_BORDER * sw;
      half = Math.min(MAX_HALF_WIDTH * sw, Math.max(MIN_HALF_WIDTH * sw, (lateral - medial) / 2));
      // A round mound: its outline's centre sits about a half-width above the lower pole.
      const y = poleY - half;
      centre = { x: midlineX(frame, y) + side * (medial + half), y };
    }
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
      radius: half,
      medialReach: 0.95 * fromMid,
      lateralReach: Math.max(1.1 * half, lateralReach),
      poleY,
      measured: sharedPole !== null,
      widthMeasured: lateral !== null,
      lowerContour: contours[k]?.points ?? [],
    };
  });
}
