import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis API processes share (REDIS_URL); null in the embedded default. */
    sharedRedis: Redis | null;
  }
}

/**
 * A client of the Redis that several API processes share (REDIS_URL). A call fails after
 * one retry instead of queueing while Redis is away, so a request never hangs on it.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Each process names itself, so `CLIENT LIST` shows who holds the connections.
    connectionName: `afterlook-${process.pid}`,
  });
}
