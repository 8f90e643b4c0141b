import { createHttpEngine } from '../adapters/engines/create-http-engine.ts';
import { createWorkerPoolEngine } from '../adapters/engines/create-worker-pool-engine.ts';
import type { ImagePool } from '../adapters/image-threads/image-pool.ts';
import type { SimulationEngine } from '../ports/simulation-engine.ts';
import type { Config } from './config/load-config.ts';

/**
 * The SimulationEngine the configuration selects: the CPU warp on this process's worker
 * threads, or with GPU_ENGINE_URL a remote render service that falls back to it.
 */
export function createSimulationEngine(
  config: Pick<Config, 'gpuEngine'>,
  pool: ImagePool,
  onFallback?: (reason: string) => void,
): SimulationEngine {
  const cpu = createWorkerPoolEngine(pool);
  if (!config.gpuEngine) return cpu;
  return createHttpEngine({
    endpoint: config.gpuEngine,
    fallback: cpu,
    pool,
    ...(onFallback && { onFallback }),
  });
}
