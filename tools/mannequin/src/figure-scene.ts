import { armParts, type HandPoints, handPoints } from './arms.ts';
import { type BreastGeometry, breastGeometry, breastParts } from './breasts.ts';
import { type ButtockGeometry, buttockGeometry, buttockParts } from './buttocks.ts';
import { clampFigureParams, type FigureParams } from './figure-params.ts';
import { type FaceLayout, faceLayout, headParts } from './head.ts';
import { legParts } from './legs.ts';
import { type Aabb, type Part, unionOfBounds } from './part.ts';
import type { Sided, Skeleton } from './skeleton.ts';
import { buildSkeleton } from './skeleton.ts';
import { torsoParts } from './torso.ts';
import { buildTorsoProfile, type TorsoProfile } from './torso-profile.ts';

/** Everything the renderer, painter and landmark code know about one figure. */
export interface FigureScene {
  readonly params: FigureParams;
  readonly parts: readonly Part[];
  readonly bounds: Aabb;
  readonly skeleton: Skeleton;
  readonly torso: TorsoProfile;
  readonly breasts: Sided<BreastGeometry>;
  readonly buttocks: Sided<ButtockGeometry>;
  readonly hands: Sided<HandPoints>;
  readonly face: FaceLayout;
}

export function buildFigureScene(input: FigureParams): FigureScene {
  const params = clampFigureParams(input);
  const skeleton = buildSkeleton(params);
  const torso = buildTorsoProfile(params);
  const face = faceLayout(params, skeleton);
  // Order matters: each part blends onto the ones before it. The head's small
  // blends come last, which keeps the renderer's culling margins tight (raymarch.ts).
  const parts = [
    ...torsoParts(params, skeleton, torso),
    ...buttockParts(params, torso),
    ...breastParts(params, torso),
    ...legParts(params, skeleton),
    ...armParts(params, skeleton),
    ...headParts(face),
  ];
  return {
    params,
    parts,
    bounds: unionOfBounds(parts.filter((p) => !p.carve).map((p) => p.bounds)),
    skeleton,
    torso,
    breasts: { left: breastGeometry(params, torso, 1), right: breastGeometry(params, torso, -1) },
    buttocks: {
      left: buttockGeometry(params, torso, 1),
      right: buttockGeometry(params, torso, -1),
    },
    hands: { left: handPoints(skeleton, 1), right: handPoints(skeleton, -1) },
    face,
  };
}
