import { createBlobStore } from '../blobs/create-blob-store.ts';
import type { Config } from '../config/load-config.ts';
import type { Db } from '../db/create-db.ts';
import { systemClock } from '../lib/clock.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import { resealChatKeys } from './clinic-chat-key.ts';
import { createFieldCipher } from './create-field-cipher.ts';
import { addKeyringKey } from './keyring.ts';
import { loadServerKeys } from './load-server-keys.ts';
import { resealDashboardData } from './reseal-dashboard-data.ts';
import { sealLeadData } from './seal-lead-data.ts';

export interface ResealReport {
  /** The key everything is sealed with now. */
  readonly key_id: string;
  readonly rows_resealed: number;
  readonly images_resealed: number;
}

/**
 * Moves every sealed lead value, note, clinic secret and image to the current data key (and seals anything
 * still in clear text). With `rotate`, first adds a new current key to the keyring file;
 * keys from DATA_KEYS are rotated by the operator (a new key first in the list).
 * Run it with the server stopped: a running server learns new keys when it starts.
 */
export async function resealData(
  db: Db,
  config: Config,
  options: { readonly rotate: boolean },
): Promise<Result<ResealReport, 'keys_from_environment'>> {
  if (options.rotate && config.dataKeys) {
    return fail(
      'keys_from_environment',
      'DATA_KEYS is set: put a new key first in DATA_KEYS, then run reseal-data',
    );
  }
  if (options.rotate) addKeyringKey(config.dataDir);
  const { signer, keyring } = loadServerKeys(config, systemClock);
  const cipher = createFieldCipher(keyring);
  const rows =
    (await sealLeadData(db, cipher, { reseal: true })) +
    (await resealChatKeys(db, cipher)) +
    (await resealDashboardData(db, cipher));
  const images = await createBlobStore(config, signer, keyring).reseal({ stale: true });
  return ok({ key_id: keyring.currentId, rows_resealed: rows, images_resealed: images });
}
