import type { SimulationEngine } from '../../ports/simulation-engine.ts';
import type { ImagePool } from '../image-threads/image-pool.ts';

/**
 * The embedded engine: the CPU warp on our own worker threads. One series is rendered
 * by every thread together (interleaved shares), so a lone transform uses every core;
 * under load the shares simply queue.
 */
export function createWorkerPoolEngine(pool: ImagePool): SimulationEngine {
  return {
    analyze: (request, signal) => pool.analyze(request, signal),
    async render(request, signal) {
      const of = pool.size;
      const parts = await Promise.all(
        Array.from({ length: of }, (_, index) =>
          pool.transform(of > 1 ? { ...request, share: { index, of } } : request, signal),
        ),
      );
      const failed = parts.find((part) => !part.ok);
      if (failed && !failed.ok) return { ok: false, reason: failed.reason };
      const images = parts
        .flatMap((part) => (part.ok ? part.images : []))
        .sort((a, b) => a.index - b.index);
      const [first] = parts;
      const total = first?.ok ? first.total : 0;
      if (images.length !== total || images.some((image, i) => image.index !== i)) {
        throw new Error(`series parts do not add up: ${images.length} of ${total}`);
      }
      return {
        ok: true,
        // Every share builds the same deformation: any part's region is the series'.
        region: first?.ok ? first.region : null,
        images: images.map(({ png, level, implant_size_in_cc }) => ({
          png,
          level,
          implant_size_in_cc,
        })),
      };
    },
    seriesLength: (request) => pool.seriesLength(request),
    warmUp: () => pool.warmUp(),
  };
}
