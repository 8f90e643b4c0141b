import type { FigureParams } from './figure-params.ts';
import { boundsAround, ellipsoidPart, type Part, part } from './part.ts';
import type { Vec3 } from './sdf.ts';
import { type Shape, shearedEllipsoid } from './shape.ts';
import { chestHalfWidth, type TorsoProfile, torsoSurfaceZ } from './torso-profile.ts';

/** Where one breast mound sits and how it is shaped, body space. */
export interface BreastGeometry {
  readonly side: 1 | -1;
  /** Centre of the footprint on the chest wall. */
  readonly base: Vec3;
  /** Footprint radii across and up. */
  readonly baseRadiusX: number;
  readonly baseRadiusY: number;
  /** Forward projection of the mound from the chest wall. */
  readonly projection: number;
  /** Downward shear of the mound per metre forward: the ptosis. */
  readonly sag: number;
  /** The most projecting point: the "nipple line" (covered by the swimsuit). */
  readonly apex: Vec3;
  /** Height of the inframammary fold. */
  readonly foldY: number;
}

const OUTWARD_TILT = 0.26;

/**
 * Breast mound from volume and ptosis: a hemi-ellipsoid on the chest wall whose
 * footprint grows slowly with the natural volume (larger breasts have wider bases,
 * projection carries most of it), sheared downward in front so the apex sits
 * bustPtosisCm below the fold. An implant is chosen to match the existing base
 * width and fills the envelope forward: the base widens only by the tissue draped
 * over the implant's edge (twelfth root of the volume ratio: a 450 cc implant on a
 * 380 cc breast widens an 11 cm base by about 8 mm), the rest goes into projection.
 */
export function breastGeometry(
  params: FigureParams,
  profile: TorsoProfile,
  side: 1 | -1,
): BreastGeometry {
  const volume = params.bustVolumeCc * 1e-6;
  const natural = Math.max(100, params.bustVolumeCc - params.bustImplantCc);
  const rx = 0.056 * (natural / 400) ** 0.25 * (params.bustVolumeCc / natural) ** (1 / 12);
  const ry = rx * 0.95;
  const projection = volume / ((2 / 3) * Math.PI * rx * ry);
  const foldY = profile.levels.underBust;
  const baseY = foldY + 0.75 * ry;
  const baseX = side * (chestHalfWidth(params) * 0.44 + rx * 0.3);
  const wallZ = torsoSurfaceZ(profile, baseX, baseY, 1) - 0.006;
  const apexDrop = 0.45 * ry + params.bustPtosisCm / 100;
  const sag = Math.max(0.05, apexDrop / projection);
  return {
    side,
    base: [baseX, baseY, wallZ],
    baseRadiusX: rx,
    baseRadiusY: ry,
    projection,
    sag,
    apex: [baseX + side * OUTWARD_TILT * projection, baseY - sag * projection, wallZ + projection],
    foldY,
  };
}

/** One breast mound: the front half sheared down (ptosis) and out (the natural lateral tilt). */
export function breastMound(g: BreastGeometry): Shape {
  return shearedEllipsoid(
    g.base,
    [g.baseRadiusX, g.baseRadiusY, g.projection],
    g.side * OUTWARD_TILT,
    g.sag,
  );
}

export function breastParts(params: FigureParams, profile: TorsoProfile): Part[] {
  const parts: Part[] = [];
  for (const side of [1, -1] as const) {
    const g = breastGeometry(params, profile, side);
    const reach = g.projection + 0.04;
    const extent: Vec3 = [
      g.baseRadiusX + reach * OUTWARD_TILT + 0.02,
      g.baseRadiusY + g.sag * reach + 0.02,
      reach,
    ];
    const box = boundsAround([g.base[0], g.base[1] - g.sag * reach * 0.5, g.base[2]], extent);
    parts.push(part('breast', breastMound(g), box, { blend: 0.03, suit: true }));
    // The upper pole: a flatter, unsheared lens above the mound that fills the slope
    // from the chest to the apex (fuller after augmentation, hollow after deflation).
    const upper: Vec3 = [g.base[0], g.base[1] + 0.3 * g.baseRadiusY, g.base[2]];
    const upperRadii: Vec3 = [
      g.baseRadiusX * 0.86,
      g.baseRadiusY * 0.78,
      g.projection * (0.3 + 0.45 * params.bustUpperPole),
    ];
    parts.push(
      ellipsoidPart(
        'breast upper pole',
        upper,
        upperRadii,
        [upperRadii[0] + 0.03, upperRadii[1] + 0.03, upperRadii[2] + 0.03],
        { blend: 0.035, suit: true },
      ),
    );
  }
  return parts;
}
