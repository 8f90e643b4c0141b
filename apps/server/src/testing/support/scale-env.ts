import { randomBytes } from 'node:crypto';
import type { S3Settings } from '../../adapters/blobs/create-s3-blob-store.ts';
import { TEST_DATABASE_URL } from './databases.ts';
import { TEST_REDIS_URL } from './test-redis.ts';

const key32 = () => randomBytes(32).toString('base64');

/**
 * The settings every process of the scale setup shares (docs/deploy.md): PostgreSQL in
 * `schema`, the S3 server, Redis under `redisPrefix`, BullMQ, and one set of keys.
 */
export function scaleEnv(options: {
  readonly schema: string;
  readonly s3: S3Settings;
  readonly redisPrefix: string;
}): Record<string, string> {
  const { schema, s3, redisPrefix } = options;
  return {
    DATABASE_URL: `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint ?? '',
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: '1',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    JOB_QUEUE: 'bullmq',
    BLOB_SIGNING_SECRET: randomBytes(32).toString('hex'),
    DATA_KEYS: `k1:${key32()}`,
    DATA_INDEX_KEY: key32(),
  };
}
