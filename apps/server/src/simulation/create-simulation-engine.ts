import type { Config } from '../config/load-config.ts';
import type { ImagePool } from '../workers/create-image-pool.ts';
import { createWorkerPoolEngine } from './create-worker-pool-engine.ts';
import type { SimulationEngine } from './simulation-engine.ts';

/**
 * The SimulationEngine the configuration selects. Today the embedded one: the CPU warp
 * on this process's worker threads. An http adapter (a GPU inference service, falling
 * back to this one) plugs in here.
 */
export function createSimulationEngine(
  _config: Pick<Config, 'modelDir'>,
  pool: ImagePool,
): SimulationEngine {
  return createWorkerPoolEngine(pool);
}
