import { type SpawnedProcess, spawnUntilReady } from './spawn-until-ready.ts';

export interface SpawnedServer extends SpawnedProcess {
  readonly baseUrl: string;
}

/** Runs `node apps/server/src/main.ts` as users do and waits for its "listening" line. */
export async function spawnServer(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<SpawnedServer> {
  const spawned = await spawnUntilReady(
    'main.ts',
    { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    /AfterLook listening on http:\/\/127\.0\.0\.1:(\d+)/,
    nodeArgs,
  );
  return { ...spawned, baseUrl: `http://127.0.0.1:${spawned.ready[1]}` };
}
