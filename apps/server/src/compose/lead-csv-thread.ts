/**
 * Entry of the CSV export's worker threads (piscina, createLeadCsvWriter): the data
 * cipher built once per thread from the server's keyring, then leads opened and written
 * as CSV lines here, never on the event loop.
 */
import { setPriority } from 'node:os';
import { workerData } from 'piscina';
import { createFieldCipher } from '../adapters/crypto/create-field-cipher.ts';
import { leadCsvLines } from '../features/leads/lead-csv-lines.ts';
import type { StoredLeadForCsv } from '../ports/lead-csv.ts';
import type { LeadCsvThreadData } from './create-lead-csv-writer.ts';

// piscina's workerData is `any`: it is the LeadCsvThreadData createLeadCsvWriter passes
// (its keys copied into this thread as Uint8Arrays).
const data = workerData as LeadCsvThreadData;
/** Niceness of these threads (0 is the event loop's; 19 the lowest). */
const EXPORT_NICE = 10;
const cipher = createFieldCipher({
  currentId: data.currentId,
  keys: new Map(data.keys.map(([id, key]) => [id, Buffer.from(key)])),
  indexKey: Buffer.from(data.indexKey),
});

// Below the event loop: when both want a core, the server's requests (a patient's
// session, the health check) go first and the export takes what is left. On Linux a nice
// value is per thread, so this thread alone; elsewhere it would be the whole process.
if (process.platform === 'linux') setPriority(EXPORT_NICE);

export default function write(leads: readonly StoredLeadForCsv[]): string {
  return leadCsvLines(cipher, leads);
}
