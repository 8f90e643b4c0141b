import { type SpawnedProcess, spawnUntilReady } from './spawn-until-ready.ts';

export type SpawnedWorker = SpawnedProcess;

/** Runs `npm run worker` (apps/server/src/worker.ts) and waits for its start line. */
export function spawnWorker(env: Record<string, string>): Promise<SpawnedWorker> {
  return spawnUntilReady(
    'worker.ts',
    { LOG_LEVEL: 'info', JOB_QUEUE: 'bullmq', ...env },
    /AfterLook worker started/,
  );
}
