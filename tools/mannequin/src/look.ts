import { type FacePaint, newFacePaint, paintFace } from './face-paint.ts';
import type { FigureScene } from './figure-scene.ts';
import { HAIR_SRGB, type Rgb, SKIN_SRGB, SUIT_SRGB, srgbToLinear } from './palette.ts';
import { MATERIAL_EYE, MATERIAL_HAIR, MATERIAL_LIP, MATERIAL_SKIN } from './part.ts';
import type { SurfaceWeights } from './scene-distance.ts';
import { smoothstep } from './sdf.ts';
import { swimsuitMargin } from './swimsuit.ts';

/** How a surface point looks: linear albedo and the few shading knobs the clay model has. */
export interface SurfaceLook {
  r: number;
  g: number;
  b: number;
  specular: number;
  shininess: number;
  /** 0..1: how much light wraps around and scatters under the surface (skin-like). */
  scatter: number;
}

export const newSurfaceLook = (): SurfaceLook => ({
  r: 0,
  g: 0,
  b: 0,
  specular: 0,
  shininess: 1,
  scatter: 0,
});

const SCLERA = srgbToLinear([232, 224, 215]);
const IRIS = srgbToLinear([74, 50, 34]);
const PUPIL = srgbToLinear([14, 11, 11]);
const LASH = srgbToLinear([22, 17, 16]);

export type LookPainter = (
  x: number,
  y: number,
  z: number,
  weights: SurfaceWeights,
  footprint: number,
  out: SurfaceLook,
) => void;

export function lookPainter(scene: FigureScene): LookPainter {
  const { params, face } = scene;
  const skin = srgbToLinear(SKIN_SRGB[params.skinTone]);
  const lip: Rgb = [skin[0] * 0.78 + 0.03, skin[1] * 0.5, skin[2] * 0.52 + 0.005];
  const hair = srgbToLinear(HAIR_SRGB[params.hairColor]);
  const suit = srgbToLinear(SUIT_SRGB[params.suitColor]);
  const suitMargin = swimsuitMargin(scene);
  const paint: FacePaint = newFacePaint();
  const [hx, hy, hz] = face.center;
  const inv = 1 / face.scale;

  return (x, y, z, weights, footprint, out) => {
    const w = weights.materials;
    const wSkin = (w[MATERIAL_SKIN] as number) + (w[MATERIAL_EYE] as number);
    const wLip = w[MATERIAL_LIP] as number;
    const wHair = w[MATERIAL_HAIR] as number;
    const total = wSkin + wLip + wHair || 1;
    let r = (skin[0] * wSkin + lip[0] * wLip) / total;
    let g = (skin[1] * wSkin + lip[1] * wLip) / total;
    let b = (skin[2] * wSkin + lip[2] * wLip) / total;
    let specular = (0.035 * wSkin + 0.1 * wLip) / total;
    let shininess = 18 + 22 * (wLip / total);
    let scatter = (wSkin + wLip) / total;

    if (wHair > 0) {
      // Strands combed back from the hairline toward the bun.
      const lx = (x - hx) * inv;
      const ly = (y - hy) * inv;
      const lz = (z - hz) * inv;
      const strand = 0.9 + 0.1 * Math.sin(Math.atan2(lx, ly - 0.2 * lz + 0.02) * 90 + lz * 40);
      const k = wHair / total;
      r = r * (1 - k) + hair[0] * strand * k;
      g = g * (1 - k) + hair[1] * strand * k;
      b = b * (1 - k) + hair[2] * strand * k;
      specular = specular * (1 - k) + 0.06 * k;
      shininess = shininess * (1 - k) + 26 * k;
      scatter *= 1 - 0.8 * k;
    }

    const lz = (z - hz) * inv;
    if (lz > 0.03 && y > hy - 0.13 * face.scale) {
      paintFace((x - hx) * inv, (y - hy) * inv, face.lips, footprint * inv, paint);
      const skinShare = 1 - wHair / total;
      const eye = paint.eyeOpening * skinShare;
      if (eye > 0) {
        const iris = paint.iris;
        const er =
          SCLERA[0] * (1 - iris) + (IRIS[0] * (1 - paint.pupil) + PUPIL[0] * paint.pupil) * iris;
        const eg =
          SCLERA[1] * (1 - iris) + (IRIS[1] * (1 - paint.pupil) + PUPIL[1] * paint.pupil) * iris;
        const eb =
          SCLERA[2] * (1 - iris) + (IRIS[2] * (1 - paint.pupil) + PUPIL[2] * paint.pupil) * iris;
        r = r * (1 - eye) + er * eye;
        g = g * (1 - eye) + eg * eye;
        b = b * (1 - eye) + eb * eye;
        specular = specular * (1 - eye) + 0.45 * eye;
        shininess = shininess * (1 - eye) + 90 * eye;
        scatter *= 1 - eye;
      }
      const lash = Math.max(paint.lash, paint.brow * 0.85) * skinShare;
      const lashR = paint.brow > paint.lash ? hair[0] : LASH[0];
      const lashG = paint.brow > paint.lash ? hair[1] : LASH[1];
      const lashB = paint.brow > paint.lash ? hair[2] : LASH[2];
      r = r * (1 - lash) + lashR * lash;
      g = g * (1 - lash) + lashG * lash;
      b = b * (1 - lash) + lashB * lash;
      const shade = 1 - 0.22 * paint.crease * skinShare - 0.75 * paint.mouthLine * skinShare;
      r *= shade * (1 + 0.05 * paint.blush);
      g *= shade * (1 - 0.03 * paint.blush);
      b *= shade * (1 - 0.02 * paint.blush);
    }

    if (weights.suit > 0.001) {
      const m = suitMargin(x, y, z);
      const fw = Math.max(footprint, 0.0008);
      const cover = smoothstep(-fw, fw, m) * weights.suit;
      // A soft seam just outside the edge sells the fabric's thickness.
      const seam = m < 0 ? Math.exp(-(((m + 0.003) / 0.0025) ** 2)) * weights.suit : 0;
      const dim = 1 - 0.22 * seam;
      r = (r * (1 - cover) + suit[0] * cover) * dim;
      g = (g * (1 - cover) + suit[1] * cover) * dim;
      b = (b * (1 - cover) + suit[2] * cover) * dim;
      specular = specular * (1 - cover) + 0.025 * cover;
      shininess = shininess * (1 - cover) + 12 * cover;
      scatter *= 1 - 0.85 * cover;
    }

    out.r = r;
    out.g = g;
    out.b = b;
    out.specular = specular;
    out.shininess = shininess;
    out.scatter = scatter;
  };
}
