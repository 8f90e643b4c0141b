import { createUrlSigner } from '../adapters/crypto/create-url-signer.ts';
import { type Keyring, loadKeyring } from '../adapters/crypto/keyring.ts';
import { loadSigningSecret } from '../adapters/crypto/load-signing-secret.ts';
import type { Clock } from '../lib/clock.ts';
import type { UrlSigner } from '../ports/url-signer.ts';
import type { Config } from './config/load-config.ts';

/** The server's own secrets: the URL-signing key and the data keys (from config or DATA_DIR). */
export function loadServerKeys(
  config: Pick<Config, 'dataDir' | 'blobSigningSecret' | 'dataKeys' | 'dataIndexKey'>,
  clock: Clock,
): { readonly signer: UrlSigner; readonly keyring: Keyring } {
  return {
    signer: createUrlSigner(loadSigningSecret(config.dataDir, config.blobSigningSecret), clock),
    keyring: loadKeyring(config.dataDir, { keys: config.dataKeys, indexKey: config.dataIndexKey }),
  };
}
