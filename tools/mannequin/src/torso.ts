import type { FigureParams } from './figure-params.ts';
import { boundsOfSegment, ellipsoidPart, type Part, part, roundConePart } from './part.ts';
import type { Vec3 } from './sdf.ts';
import { capsule, loft, type Shape } from './shape.ts';
import type { Skeleton } from './skeleton.ts';
import { type TorsoProfile, torsoSurfaceZ } from './torso-profile.ts';

const TABLE_STEP = 0.002;

/** The loft sampled every 2 mm, as the LOFT shape reads it. */
function loftShape(profile: TorsoProfile): Shape {
  const count = Math.ceil((profile.topY - profile.bottomY) / TABLE_STEP) + 1;
  const rows = new Float64Array(count * 4);
  for (let i = 0; i < count; i++) {
    const y = profile.bottomY + i * TABLE_STEP;
    rows.set([profile.halfWidth(y), profile.front(y), profile.back(y), profile.centerZ(y)], i * 4);
  }
  return loft(profile.bottomY, TABLE_STEP, rows);
}

/** Torso loft, neck, shoulder girdle and the soft landmarks of the trunk (navel, spine). */
export function torsoParts(
  params: FigureParams,
  skeleton: Skeleton,
  profile: TorsoProfile,
): Part[] {
  const h = params.heightM;
  let maxHalf = 0;
  let maxFront = 0;
  let maxBack = 0;
  for (let y = profile.bottomY; y <= profile.topY; y += TABLE_STEP) {
    maxHalf = Math.max(maxHalf, profile.halfWidth(y));
    maxFront = Math.max(maxFront, profile.centerZ(y) + profile.front(y));
    maxBack = Math.max(maxBack, profile.back(y) - profile.centerZ(y));
  }
  const parts: Part[] = [
    part(
      'torso',
      loftShape(profile),
      {
        min: [-maxHalf - 0.005, profile.bottomY - 0.005, -maxBack - 0.005],
        max: [maxHalf + 0.005, profile.topY + 0.005, maxFront + 0.005],
      },
      { suit: true },
    ),
  ];

  // A shallow groove along the spine reads as a back in the back view.
  const spineLow: Vec3 = [0, 0.6 * h, torsoSurfaceZ(profile, 0, 0.6 * h, -1) - 0.004];
  const spineHigh: Vec3 = [0, 0.79 * h, torsoSurfaceZ(profile, 0, 0.79 * h, -1) - 0.002];
  parts.push(
    part(
      'spine groove',
      capsule(spineLow, spineHigh, 0.008),
      boundsOfSegment(spineLow, spineHigh, 0.05),
      {
        carve: true,
        blend: 0.028,
      },
    ),
  );
  for (const s of [1, -1] as const) {
    const blade: Vec3 = [
      s * 0.062,
      0.77 * h,
      torsoSurfaceZ(profile, s * 0.062, 0.77 * h, -1) + 0.027,
    ];
    parts.push(
      ellipsoidPart(
        'shoulder blade',
        blade,
        // Not too flat: the ellipsoid distance estimate creases far from flat shapes.
        [0.048, 0.058, 0.03],
        [0.1, 0.11, 0.07],
        { blend: 0.03, suit: true },
      ),
    );
  }

  const navelY = profile.levels.navel;
  const navel: Vec3 = [0, navelY, torsoSurfaceZ(profile, 0, navelY, 1) + 0.002];
  parts.push(
    ellipsoidPart('navel', navel, [0.0045, 0.0075, 0.007], [0.03, 0.03, 0.03], {
      carve: true,
      blend: 0.006,
    }),
  );

  const neckTop: Vec3 = [0, skeleton.headCenter[1] - 0.05 * skeleton.headScale, -0.022];
  const neckRadius = 0.047 * (h / 1.66);
  parts.push(
    roundConePart(
      'neck',
      skeleton.neckBase,
      neckTop,
      [neckRadius * 1.08, neckRadius],
      neckRadius + 0.04,
      { blend: 0.022 },
    ),
  );

  for (const s of [1, -1] as const) {
    const joint = s === 1 ? skeleton.shoulder.left : skeleton.shoulder.right;
    const trapNeck: Vec3 = [s * 0.028, 0.842 * h, -0.035];
    const trapOuter: Vec3 = [joint[0] - s * 0.028, joint[1] + 0.006, -0.022];
    parts.push(
      roundConePart('trapezius', trapNeck, trapOuter, [0.03, 0.024], 0.09, { blend: 0.05 }),
    );
    const clavIn: Vec3 = [
      s * 0.022,
      0.812 * h,
      torsoSurfaceZ(profile, s * 0.022, 0.812 * h, 1) - 0.004,
    ];
    const clavOut: Vec3 = [joint[0] - s * 0.01, joint[1] + 0.014, 0.012];
    parts.push(
      part('collarbone', capsule(clavIn, clavOut, 0.0075), boundsOfSegment(clavIn, clavOut, 0.05), {
        blend: 0.025,
      }),
    );
  }
  return parts;
}
