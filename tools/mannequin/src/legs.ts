import type { FigureParams } from './figure-params.ts';
import { boundsAround, ellipsoidPart, type Part, part, roundConePart } from './part.ts';
import { mixVec, type Vec3 } from './sdf.ts';
import { floor, sphere } from './shape.ts';
import type { Sided, Skeleton } from './skeleton.ts';

const pick = <T>(sided: Sided<T>, s: 1 | -1): T => (s === 1 ? sided.left : sided.right);

export function legParts(params: FigureParams, skeleton: Skeleton): Part[] {
  const parts: Part[] = [];
  const thighRadius = params.thighCircumferenceCm / 100 / (2 * Math.PI);
  const scale = skeleton.heightM / 1.66;
  const calf = 0.75 + 0.25 * (params.thighCircumferenceCm / 56);
  for (const s of [1, -1] as const) {
    const hip = pick(skeleton.hip, s);
    const knee = pick(skeleton.knee, s);
    const ankle = pick(skeleton.ankle, s);
    const heel = pick(skeleton.heel, s);
    const toe = pick(skeleton.toe, s);
    parts.push(
      roundConePart('thigh', hip, knee, [thighRadius * 0.78, 0.05 * scale], thighRadius + 0.05, {
        blend: 0.05,
        suit: true,
      }),
    );
    const mass = mixVec(hip, knee, 0.33);
    const massCenter: Vec3 = [mass[0] + s * 0.014, mass[1], mass[2] + 0.004];
    const massRadii: Vec3 = [thighRadius * 0.86, 0.16 * scale, thighRadius * 0.9];
    parts.push(
      ellipsoidPart('thigh mass', massCenter, massRadii, [0.14, 0.22, 0.14], {
        blend: 0.05,
        suit: true,
      }),
    );
    const kneecap: Vec3 = [knee[0], knee[1] + 0.008, knee[2] + 0.026 * scale];
    parts.push(
      part('kneecap', sphere(kneecap, 0.022 * scale), boundsAround(kneecap, [0.06, 0.06, 0.06]), {
        blend: 0.025,
      }),
    );
    parts.push(
      roundConePart('shin', knee, ankle, [0.046 * scale, 0.028 * scale], 0.08, { blend: 0.03 }),
    );
    const calfMass = mixVec(knee, ankle, 0.3);
    const calfCenter: Vec3 = [calfMass[0] + s * 0.003, calfMass[1], calfMass[2] - 0.016];
    const calfRadii: Vec3 = [0.044 * scale * calf, 0.1 * scale, 0.045 * scale * calf];
    parts.push(ellipsoidPart('calf', calfCenter, calfRadii, [0.09, 0.15, 0.09], { blend: 0.04 }));
    const heelBall: Vec3 = [heel[0], 0.034 * scale, heel[2] + 0.012];
    const ball: Vec3 = [toe[0] - s * 0.006, 0.024 * scale, toe[2] - 0.05 * scale];
    parts.push(
      roundConePart('foot', heelBall, ball, [0.033 * scale, 0.028 * scale], 0.06, { blend: 0.03 }),
    );
    const toes: Vec3 = [toe[0] - s * 0.004, 0.014 * scale, toe[2] - 0.024 * scale];
    parts.push(
      ellipsoidPart(
        'toes',
        toes,
        [0.036 * scale, 0.015 * scale, 0.03 * scale],
        [0.06, 0.05, 0.06],
        { blend: 0.02 },
      ),
    );
  }
  // Feet stand flat on the floor.
  parts.push(
    part(
      'floor',
      floor(),
      { min: [-0.5, -0.1, -0.3], max: [0.5, 0.06, 0.4] },
      { carve: true, blend: 0.008 },
    ),
  );
  return parts;
}
