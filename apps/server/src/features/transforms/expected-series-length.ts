import type { Procedure } from '@afterlook/domain';
import type { SampleModelCatalog } from '../../ports/sample-models.ts';
import type { SimulationEngine } from '../../ports/simulation-engine.ts';
import type { SeriesLengths } from '../../ports.ts';

/** Used only when no sample model lets the engine tell: its usual five levels. */
const FALLBACK_SERIES_LENGTH = 5;

/**
 * How many after images the engine makes for a procedure, so a transform's
 * download_urls can be signed before its job runs (the widget keeps the ones that
 * answer; in a batch the last must be the after image). The engine itself says: its
 * deformation is built once per procedure, in a worker, on the procedure's first
 * sample model (true landmarks), and the answer kept for the process's life. The
 * metadata's `images` stays the authority for each result.
 */
export function createSeriesLengths(
  engine: Pick<SimulationEngine, 'seriesLength'>,
  samples: Pick<SampleModelCatalog, 'list' | 'load'>,
): SeriesLengths {
  const known = new Map<Procedure, Promise<number>>();
  const ask = async (procedure: Procedure): Promise<number> => {
    for (const model of await samples.list(procedure)) {
      const loaded = await samples.load(model.id);
      const mask = loaded?.subject.mask;
      if (!loaded || !mask) continue;
      const length = await engine.seriesLength({
        width: mask.width,
        height: mask.height,
        subject: loaded.subject,
        procedure,
        view: model.view_type,
      });
      if (length) return length;
    }
    return FALLBACK_SERIES_LENGTH;
  };
  return (procedure) => {
    let length = known.get(procedure);
    if (!length) {
      length = ask(procedure).catch((error: unknown) => {
        known.delete(procedure);
        throw error;
      });
      known.set(procedure, length);
    }
    return length;
  };
}
