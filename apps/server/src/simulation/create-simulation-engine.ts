import type { Config } from '../config/load-config.ts';
import type { ImagePool } from '../workers/create-image-pool.ts';
import { createHttpEngine } from './create-http-engine.ts';
import { createWorkerPoolEngine } from './create-worker-pool-engine.ts';
import type { SimulationEngine } from './simulation-engine.ts';

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
