import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export const READINESS_CHECKS = ['db', 'storage', 'queue', 'redis'] as const;
type CheckName = (typeof READINESS_CHECKS)[number];

/** A dependency slower than this counts as down: a load balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 2000;

const withinTimeout = (work: Promise<unknown>): Promise<unknown> =>
  Promise.race([
    work,
    new Promise((_, reject) => setTimeout(reject, CHECK_TIMEOUT_MS, new Error('timeout')).unref()),
  ]);

/**
 * Whether this process can serve: every dependency answers within the timeout. Failures
 * are logged with the dependency's name; the answer itself names no address or error.
 */
export async function checkReadiness(
  app: Pick<FastifyInstance, 'db' | 'ports' | 'sharedRedis' | 'log'>,
): Promise<{ ready: boolean; checks: Partial<Record<CheckName, 'ok' | 'failed'>> }> {
  const probes: [CheckName, () => Promise<unknown>][] = [
    ['db', () => sql`select 1`.execute(app.db)],
    ['storage', () => app.ports.blobs.check()],
    ['queue', () => app.ports.jobs.depth()],
  ];
  const redis = app.sharedRedis;
  if (redis) probes.push(['redis', () => redis.ping()]);

  const results = await Promise.all(
    probes.map(async ([name, probe]): Promise<[CheckName, 'ok' | 'failed']> => {
      try {
        await withinTimeout(probe());
        return [name, 'ok'];
      } catch (error) {
        app.log.warn({ err: error, dependency: name }, 'readiness check failed');
        return [name, 'failed'];
      }
    }),
  );
  return {
    ready: results.every(([, result]) => result === 'ok'),
    checks: Object.fromEntries(results),
  };
}
