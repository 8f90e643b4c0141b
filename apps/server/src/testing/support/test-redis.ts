import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The machine's Redis; override with TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A key prefix no other test or run uses (REDIS_PREFIX, when set, names the run), so
 * runs sharing one Redis never collide.
 */
export const testRedisPrefix = (): string =>
  `${process.env.REDIS_PREFIX ?? 'afterlook-test:'}${randomBytes(6).toString('hex')}:`;

/** Deletes every key under a prefix (a test's leftovers). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
