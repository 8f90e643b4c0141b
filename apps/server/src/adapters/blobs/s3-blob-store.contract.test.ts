import { afterAll } from 'vitest';
import { startS3Server } from '../../testing/support/start-s3-server.ts';
import { describeBlobStoreContract, movableSigner } from './blob-store.contract.ts';
import { createS3BlobStore } from './create-s3-blob-store.ts';

const servers: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

describeBlobStoreContract('s3', async () => {
  const server = await startS3Server();
  servers.push(server);
  const { signer, clock, advance } = movableSigner();
  return { store: createS3BlobStore(server.settings, signer, undefined, clock), advance };
});
