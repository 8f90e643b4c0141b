import { Piscina } from 'piscina';
import type { Keyring } from '../adapters/crypto/keyring.ts';
import type { LeadCsvWriter } from '../ports/lead-csv.ts';

/** What each export thread is started with: the server's data keys, to open leads. */
export interface LeadCsvThreadData {
  readonly currentId: string;
  readonly keys: readonly (readonly [string, Uint8Array])[];
  readonly indexKey: Uint8Array;
}

const THREAD_FILE = new URL('./lead-csv-thread.ts', import.meta.url).href;

/**
 * The CSV export's threads (compose/lead-csv-thread.ts): none until an export starts,
 * at most two (an export keeps two batches in flight), ended after a minute unused, so
 * an idle server holds no thread for them.
 */
export function createLeadCsvWriter(keyring: Keyring): LeadCsvWriter & {
  close(): Promise<void>;
} {
  // Copies of their own: a small Buffer is a view of a shared slab, and a thread is sent
  // the whole slab behind a view.
  const own = (key: Uint8Array) => Uint8Array.from(key);
  const workerData: LeadCsvThreadData = {
    currentId: keyring.currentId,
    keys: [...keyring.keys].map(([id, key]) => [id, own(key)] as const),
    indexKey: own(keyring.indexKey),
  };
  const pool = new Piscina({
    filename: THREAD_FILE,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    workerData,
  });
  return {
    write: (leads) => pool.run(leads) as Promise<string>,
    close: () => pool.close({ force: true }),
  };
}
