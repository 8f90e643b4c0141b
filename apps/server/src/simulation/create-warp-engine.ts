import { buildDeformation, simulateProcedure, warpImage } from '@afterlook/simulation';
import type { Vision } from '@afterlook/vision';
import type { SimulationEngine } from './simulation-engine.ts';

/**
 * The embedded engine: landmarks, mask and face from @afterlook/vision (tfjs on
 * WASM), after images from @afterlook/simulation's CPU warp. One per worker thread;
 * the vision weights load on the first photo to analyse (sample models, whose true
 * landmarks are known, never need them).
 */
export async function createWarpEngine(options: {
  readonly modelDir: string | undefined;
}): Promise<SimulationEngine> {
  let vision: Promise<Vision> | undefined;
  const loadVision = (): Promise<Vision> => {
    vision ??= import('@afterlook/vision')
      .then(({ createVision }) =>
        createVision(options.modelDir ? { modelDir: options.modelDir } : {}),
      )
      .catch((error: unknown) => {
        vision = undefined;
        throw error;
      });
    return vision;
  };
  return {
    async analyze(image, view) {
      const { body, mask, face, verdict } = await (await loadVision()).analyze(image, view);
      return {
        subject: { body, mask, face },
        verdict: verdict.ok ? { ok: true } : { ok: false, reason: verdict.reason },
      };
    },
    simulate(request, share) {
      if (!share || share.of <= 1) {
        const result = simulateProcedure(request);
        if (!result.ok) return result;
        return {
          ok: true,
          total: result.series.length,
          series: result.series.map((after, index) => ({ ...after, index })),
        };
      }
      // A share of the series: the same deformation, warped at every of-th level only.
      const { image, subject, procedure, view } = request;
      const built = buildDeformation({
        width: image.width,
        height: image.height,
        subject,
        procedure,
        view,
      });
      if (!built.ok) return built;
      const { steps } = built.deformation;
      const series = steps.flatMap((step, index) =>
        index % share.of === share.index
          ? [
              {
                index,
                image: warpImage(image, built.deformation.fieldAt(step.level)),
                level: step.level,
                ...(step.implant_size_in_cc === undefined
                  ? {}
                  : { implant_size_in_cc: step.implant_size_in_cc }),
              },
            ]
          : [],
      );
      return { ok: true, total: steps.length, series };
    },
    seriesLength(request) {
      const built = buildDeformation(request);
      return built.ok ? built.deformation.steps.length : null;
    },
    warmUp: () => loadVision().then(() => undefined),
  };
}
