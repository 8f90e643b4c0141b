import type { FigureParams } from './figure-params.ts';
import {
  boundsAround,
  boundsOfSegment,
  ellipsoidPart,
  type Part,
  part,
  roundConePart,
} from './part.ts';
import { addScaled, cross, mixVec, normalize, type Vec3 } from './sdf.ts';
import { capsule, orientedEllipsoid } from './shape.ts';
import type { Sided, Skeleton } from './skeleton.ts';

/** Points of one hand that MediaPipe's pose topology names. */
export interface HandPoints {
  readonly index: Vec3;
  readonly pinky: Vec3;
  readonly thumb: Vec3;
}

const pick = <T>(sided: Sided<T>, s: 1 | -1): T => (s === 1 ? sided.left : sided.right);

interface Finger {
  readonly offset: number;
  readonly length: number;
  readonly radius: number;
}

// Across the hand from the front (index) to the back (pinky): the palm faces the thigh.
const FINGERS: readonly Finger[] = [
  { offset: 0.0235, length: 0.07, radius: 0.0084 },
  { offset: 0.008, length: 0.078, radius: 0.0088 },
  { offset: -0.0075, length: 0.073, radius: 0.0083 },
  { offset: -0.022, length: 0.058, radius: 0.0074 },
];

/** Hand frame: along the hand, across it toward the thumb, and out of the palm. */
function handFrame(skeleton: Skeleton, s: 1 | -1) {
  const wrist = pick(skeleton.wrist, s);
  const along = normalize([
    pick(skeleton.fingertips, s)[0] - wrist[0],
    pick(skeleton.fingertips, s)[1] - wrist[1],
    pick(skeleton.fingertips, s)[2] - wrist[2],
  ]);
  const across = normalize(cross(cross(along, [0, 0, 1]), along));
  // Unit normal out of the back of the hand (away from the thigh).
  const back = normalize(cross(along, across));
  const outward: Vec3 = back[0] * s >= 0 ? back : [-back[0], -back[1], -back[2]];
  const scale = skeleton.heightM / 1.66;
  return { wrist, along, across, outward, scale };
}

export function handPoints(skeleton: Skeleton, s: 1 | -1): HandPoints {
  const { wrist, along, across, outward, scale } = handFrame(skeleton, s);
  const tip = (f: Finger): Vec3 =>
    addScaled(
      addScaled(addScaled(wrist, along, (0.088 + f.length) * scale), across, f.offset * scale),
      outward,
      -0.012 * scale,
    );
  return {
    index: tip(FINGERS[0] as Finger),
    pinky: tip(FINGERS[3] as Finger),
    thumb: addScaled(
      addScaled(addScaled(wrist, along, 0.085 * scale), across, 0.05 * scale),
      outward,
      -0.014 * scale,
    ),
  };
}

function handParts(skeleton: Skeleton, s: 1 | -1): Part[] {
  const { wrist, along, across, outward, scale } = handFrame(skeleton, s);
  const palmCenter = addScaled(wrist, along, 0.05 * scale);
  const parts: Part[] = [
    part(
      'palm',
      orientedEllipsoid(palmCenter, along, across, cross(along, across), [
        0.052 * scale,
        0.04 * scale,
        0.0155 * scale,
      ]),
      boundsAround(palmCenter, [0.08, 0.08, 0.08]),
      { blend: 0.012 },
    ),
  ];
  for (const f of FINGERS) {
    const start = addScaled(addScaled(wrist, along, 0.085 * scale), across, f.offset * scale);
    const end = addScaled(addScaled(start, along, f.length * scale), outward, -0.012 * scale);
    parts.push(
      part('finger', capsule(start, end, f.radius * scale), boundsOfSegment(start, end, 0.02), {
        blend: 0.007,
      }),
    );
  }
  const thumbStart = addScaled(addScaled(wrist, along, 0.025 * scale), across, 0.028 * scale);
  const { thumb } = handPoints(skeleton, s);
  parts.push(
    roundConePart('thumb', thumbStart, thumb, [0.012 * scale, 0.0085 * scale], 0.025, {
      blend: 0.012,
    }),
  );
  return parts;
}

export function armParts(params: FigureParams, skeleton: Skeleton): Part[] {
  const parts: Part[] = [];
  const armRadius = params.upperArmCircumferenceCm / 100 / (2 * Math.PI);
  const scale = skeleton.heightM / 1.66;
  for (const s of [1, -1] as const) {
    const shoulder = pick(skeleton.shoulder, s);
    const elbow = pick(skeleton.elbow, s);
    const wrist = pick(skeleton.wrist, s);
    const deltoid: Vec3 = [shoulder[0] + s * 0.004, shoulder[1] - 0.022, shoulder[2]];
    const deltoidRadii: Vec3 = [armRadius * 0.95 + 0.002, 0.062 * scale, armRadius * 1.08];
    parts.push(ellipsoidPart('deltoid', deltoid, deltoidRadii, [0.1, 0.11, 0.1], { blend: 0.04 }));
    parts.push(
      roundConePart(
        'upper arm',
        shoulder,
        elbow,
        [armRadius * 0.92, armRadius * 0.68],
        armRadius + 0.04,
        { blend: 0.03 },
      ),
    );
    const bicep = mixVec(shoulder, elbow, 0.45);
    const bicepRadii: Vec3 = [armRadius * 0.9, 0.095 * scale, armRadius * 0.92];
    parts.push(
      ellipsoidPart('upper arm mass', bicep, bicepRadii, [0.09, 0.14, 0.09], { blend: 0.04 }),
    );
    const forearmTop = 0.033 * scale * (0.6 + 0.4 * (armRadius / 0.0446));
    parts.push(
      roundConePart('forearm', elbow, wrist, [forearmTop, 0.024 * scale], 0.08, { blend: 0.025 }),
    );
    const belly = mixVec(elbow, wrist, 0.28);
    parts.push(
      ellipsoidPart(
        'forearm mass',
        belly,
        [forearmTop * 1.02, 0.075 * scale, forearmTop * 0.95],
        [0.08, 0.12, 0.08],
        { blend: 0.035 },
      ),
    );
    parts.push(...handParts(skeleton, s));
  }
  return parts;
}
