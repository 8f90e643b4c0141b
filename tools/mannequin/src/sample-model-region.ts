import type { RegionOfInterest } from '@afterlook/domain';
import { simulateProcedure } from '@afterlook/simulation';
import type { MannequinProcedure } from './procedure-effects.ts';
import type { RenderedFigure } from './render-figure.ts';
import type { MannequinView } from './view-camera.ts';

/**
 * A sample model's region of interest for a procedure (issue 18): where the engine's
 * series changes its render, run on the figure's true landmarks and mask as the server
 * runs it. The manifest carries it so a picker can show the close-up before any
 * transform. Null when the engine refuses the figure or moves nothing.
 */
export function sampleModelRegion(
  procedure: MannequinProcedure,
  view: MannequinView,
  figure: RenderedFigure,
): RegionOfInterest | null {
  const result = simulateProcedure(
    {
      image: figure.image,
      subject: { body: figure.landmarks, mask: figure.mask, face: figure.face },
      procedure,
      view,
    },
    // The region comes from the deformation, not the images: warp only one of them.
    { share: { index: 0, of: 1_000 } },
  );
  return result.ok ? result.region : null;
}
