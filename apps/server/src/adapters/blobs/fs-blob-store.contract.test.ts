import { join } from 'node:path';
import { afterAll } from 'vitest';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { describeBlobStoreContract, movableSigner } from './blob-store.contract.ts';
import { createFsBlobStore } from './create-fs-blob-store.ts';

const dir = makeTempDir();
afterAll(() => dir.remove());

describeBlobStoreContract('fs', async () => {
  const { signer, advance } = movableSigner();
  return { store: createFsBlobStore(join(dir.path, 'blobs'), signer), advance };
});
