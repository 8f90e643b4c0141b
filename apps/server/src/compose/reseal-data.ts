import { addKeyringKey } from '../adapters/crypto/keyring.ts';
import { resealChatKeys } from '../features/privacy/clinic-chat-key.ts';
import { rewrapPatientKeys } from '../features/privacy/patient-keys.ts';
import { resealDashboardData } from '../features/privacy/reseal-dashboard-data.ts';
import { sealLeadData } from '../features/privacy/seal-lead-data.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import type { Db } from '../ports/db-schema.ts';
import { buildPorts } from './build-ports.ts';
import type { Config } from './config/load-config.ts';

export interface ResealReport {
  /** The key everything is sealed with now. */
  readonly key_id: string;
  readonly rows_resealed: number;
  readonly images_resealed: number;
}

/**
 * Moves every patient key, clinic secret and image to the current data key (and every
 * lead value, note and contact still in clear text or under a data key under its
 * patient's own key). With `rotate`, first adds a new current key to the keyring file;
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
  const { ports, keyring, blobStore } = await buildPorts(config, { db, images: 'inline' });
  const { cipher } = ports;
  const rows =
    (await sealLeadData(db, cipher)) +
    (await rewrapPatientKeys(db, cipher)) +
    (await resealChatKeys(db, cipher)) +
    (await resealDashboardData(db, cipher));
  const images = await blobStore.reseal({ stale: true });
  return ok({ key_id: keyring.currentId, rows_resealed: rows, images_resealed: images });
}
