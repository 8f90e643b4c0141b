import type { RegionOfInterest, RgbaImage, ViewType } from '@afterlook/domain';
import {
  buildDeformation,
  type DeformationInput,
  type SeriesShare,
  type SeriesStep,
  type SimulationRequest,
  type SimulationResult,
  seriesRegion,
  simulateProcedure,
} from '@afterlook/simulation';
import type { Vision } from '@afterlook/vision';
import type { StoredAnalysis } from '../../ports/analysis-codec.ts';

/** What one worker thread runs: CPU work over RGBA buffers, nothing else. */
export interface ThreadEngine {
  /** Landmarks, mask and face of the person in a photo, and whether it is usable. */
  analyze(image: RgbaImage, view: ViewType): Promise<Omit<StoredAnalysis, 'view'>>;
  /** The after images of a procedure, or only the given share of them. */
  simulate(request: SimulationRequest, share?: SeriesShare): SimulationResult;
  /** How many after images `simulate` makes (the deformation is built, nothing warped). */
  seriesLength(request: Omit<DeformationInput, 'image'>): number | null;
  /** The series `simulate` would make (levels, implant sizes) and where it changes the photo, nothing warped. */
  plan(request: SimulationRequest):
    | {
        readonly ok: true;
        readonly steps: readonly SeriesStep[];
        readonly region: RegionOfInterest | null;
      }
    | { readonly ok: false; readonly reason: string };
  /** Loads the vision weights ahead of the first photo. */
  warmUp(): Promise<void>;
}

/**
 * The CPU engine of one worker thread: landmarks, mask and face from @afterlook/vision
 * (tfjs on WASM), after images from @afterlook/simulation's warp. The vision weights
 * load on the first photo to analyse (sample models, whose true landmarks are known,
 * never need them).
 */
export async function createThreadEngine(options: {
  readonly modelDir: string | undefined;
}): Promise<ThreadEngine> {
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
    simulate: (request, share) => simulateProcedure(request, share ? { share } : {}),
    seriesLength(request) {
      const built = buildDeformation(request);
      return built.ok ? built.deformation.steps.length : null;
    },
    plan(request) {
      const { image } = request;
      const built = buildDeformation({ ...request, width: image.width, height: image.height });
      if (!built.ok) return built;
      return { ok: true, steps: built.deformation.steps, region: seriesRegion(built.deformation) };
    },
    warmUp: () => loadVision().then(() => undefined),
  };
}
