import type { FigureParams } from './figure-params.ts';
import { ellipsoidPart, type Part } from './part.ts';
import type { Vec3 } from './sdf.ts';
import { type TorsoProfile, torsoSurfaceZ } from './torso-profile.ts';

export interface ButtockGeometry {
  readonly center: Vec3;
  readonly radii: Vec3;
  /** The most projecting point behind the pelvis. */
  readonly apex: Vec3;
  /** Height of the gluteal fold under the buttock. */
  readonly foldY: number;
}

/** One buttock: an ellipsoid behind the pelvis, projecting buttockProjectionCm past its back plane. */
export function buttockGeometry(
  params: FigureParams,
  profile: TorsoProfile,
  side: 1 | -1,
): ButtockGeometry {
  const h = params.heightM;
  const projection = params.buttockProjectionCm / 100;
  const scale = (params.hipWidthM / 0.37) ** 0.8;
  const rx = 0.078 * scale + projection * 0.15;
  const ry = 0.09 * scale + projection * 0.1;
  const rz = 0.055 + projection * 0.55;
  const y = 0.492 * h + params.buttockLiftCm / 100;
  const x = side * 0.062 * scale;
  const backZ = torsoSurfaceZ(profile, x, y, -1);
  const apexZ = backZ - projection;
  const center: Vec3 = [x, y, apexZ + rz];
  return { center, radii: [rx, ry, rz], apex: [x, y, apexZ], foldY: y - ry * 0.85 };
}

export function buttockParts(params: FigureParams, profile: TorsoProfile): Part[] {
  return ([1, -1] as const).map((side) => {
    const g = buttockGeometry(params, profile, side);
    return ellipsoidPart(
      'buttock',
      g.center,
      g.radii,
      [g.radii[0] + 0.04, g.radii[1] + 0.04, g.radii[2] + 0.04],
      { blend: 0.035, suit: true },
    );
  });
}
