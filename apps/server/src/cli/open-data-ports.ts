import { createBlobStore } from '../blobs/create-blob-store.ts';
import type { Config } from '../config/load-config.ts';
import type { Db } from '../db/create-db.ts';
import { createJobQueue } from '../jobs/create-job-queue.ts';
import { systemClock } from '../lib/clock.ts';
import type { Ports } from '../ports.ts';
import { createFieldCipher } from '../privacy/create-field-cipher.ts';
import { loadServerKeys } from '../privacy/load-server-keys.ts';

/** The ports that patient data needs (stored photos, sealed fields, jobs), for CLI commands. */
export type DataPorts = Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher' | 'signer' | 'jobs'>;

/**
 * Opens them from the server's configuration, with the server's own keys and secret.
 * The job queue is never started here: it only forgets an erased patient's jobs.
 */
export function openDataPorts(db: Db, config: Config): DataPorts {
  const { signer, keyring } = loadServerKeys(config, systemClock);
  const { blobs } = createBlobStore(config, signer, keyring);
  const jobs = createJobQueue(config, { db, clock: systemClock, handlers: {}, concurrency: 1 });
  return { db, clock: systemClock, blobs, cipher: createFieldCipher(keyring), signer, jobs };
}
