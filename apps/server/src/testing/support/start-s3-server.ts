import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../adapters/blobs/create-s3-blob-store.ts';
import { makeTempDir } from './temp-dir.ts';

/** s3rver's built-in account (it checks SigV4 signatures against this secret). */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-protocol server on loopback (s3rver: SigV4 signatures and presigned-URL expiry
 * checked, objects in a temp folder) with one empty bucket, and the S3Settings that
 * reach it. Stop it with `stop()`.
 */
export async function startS3Server(bucket = 'afterlook-test'): Promise<{
  readonly settings: S3Settings;
  stop(): Promise<void>;
}> {
  const dir = makeTempDir('afterlook-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir.path,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
      serverSideEncryption: undefined,
    },
    async stop() {
      await server.close();
      dir.remove();
    },
  };
}
