import { randomUUID } from 'node:crypto';
import { type Insertable, PostgresAdapter, sql } from 'kysely';
import { leadSearchTokens } from '../../features/leads/lead-search-tokens.ts';
import { emailIndex, phoneIndex } from '../../features/privacy/lead-fields.ts';
import type {
  Db,
  LeadHashesTable,
  LeadSubmissionsTable,
  LeadsTable,
} from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { type SealedContact, sealedLeadWithKey } from './sealed-lead-row.ts';

/** One lead to store: its contact details and the rest of its row (status, created_at...). */
export interface LeadToStore {
  readonly contact: SealedContact & Parameters<typeof leadSearchTokens>[1];
  readonly row?: Partial<Insertable<LeadsTable>>;
}

/** Bound parameters per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMETERS_PER_INSERT = 30_000;
/** Leads made in memory at a time. */
const LEADS_PER_ROUND = 10_000;
/**
 * SQLite's page cache during the load, in KiB: random index inserts outgrow its 2 MB at
 * once (the search tokens of 100,000 leads loaded in 46 s with this, 70 s with 256 MB).
 */
const LOAD_CACHE_KIB = 1024 * 1024;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Multi-row INSERTs of rows that all have the same columns. */
async function insertAll<Row extends object>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const perInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns));
  for (let at = 0; at < rows.length; at += perInsert) {
    await insert(rows.slice(at, at + perInsert));
  }
}

/**
 * Stores `count` leads of one clinic as submitLead stores them (each sealed under its own
 * key, with its submission and the hashes of its phone and email; with `searchable`, its
 * search tokens too), for the benches and tests that need
 * 100,000 of them: rows made in memory 10,000 at a time and written in large multi-row
 * INSERTs, all in one transaction; on SQLite with a large page cache for the load, given
 * back after and the WAL checkpointed, so what is measured next runs as the product runs.
 * `leadAt(i)` says the i-th lead; answers the seconds it took.
 */
export async function storeLeadsInBulk(
  db: Db,
  cipher: FieldCipher,
  clinicId: string,
  count: number,
  leadAt: (i: number) => LeadToStore,
  options: { readonly searchable?: boolean } = {},
): Promise<number> {
  const started = performance.now();
  const sqlite = !isPostgres(db);
  const cacheBefore = sqlite
    ? (await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db)).rows[0]?.cache_size
    : undefined;
  if (sqlite) await sql.raw(`PRAGMA cache_size = -${LOAD_CACHE_KIB}`).execute(db);
  try {
    // One transaction: one commit, and each index page written once, not once a batch.
    await db.transaction().execute(async (trx) => {
      for (let from = 0; from < count; from += LEADS_PER_ROUND) {
        const leads = [];
        const keys = [];
        const submissions: Insertable<LeadSubmissionsTable>[] = [];
        const hashes: Insertable<LeadHashesTable>[] = [];
        for (let i = from; i < Math.min(count, from + LEADS_PER_ROUND); i += 1) {
          const { contact, row = {} } = leadAt(i);
          const id = row.id ?? randomUUID();
          const stored = sealedLeadWithKey(cipher, clinicId, contact, {
            ...row,
            id,
            search_indexed: options.searchable ? 1 : 0,
          });
          leads.push(stored.lead);
          keys.push(stored.key);
          submissions.push({ clinic_id: clinicId, dedupe_key: `seeded:${id}`, lead_id: id });
          // The hashes a returning patient finds the lead by (as submitLead stores them).
          const own = { lead_id: id, clinic_id: clinicId };
          hashes.push({ ...own, kind: 'phone', hash: phoneIndex(cipher, contact.phone) });
          if (typeof contact.email === 'string') {
            hashes.push({ ...own, kind: 'email', hash: emailIndex(cipher, contact.email) });
          }
          if (options.searchable) {
            for (const hash of leadSearchTokens(cipher, contact)) {
              hashes.push({ ...own, kind: 'search', hash });
            }
          }
        }
        // In the index's order: each insert lands beside the one before it.
        hashes.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
        await insertAll(leads, (chunk) => trx.insertInto('leads').values(chunk).execute());
        await insertAll(keys, (chunk) => trx.insertInto('patient_keys').values(chunk).execute());
        await insertAll(submissions, (chunk) =>
          trx.insertInto('lead_submissions').values(chunk).execute(),
        );
        await insertAll(hashes, (chunk) => trx.insertInto('lead_hashes').values(chunk).execute());
      }
    });
  } finally {
    if (cacheBefore !== undefined) {
      await sql.raw(`PRAGMA cache_size = ${Math.trunc(Number(cacheBefore))}`).execute(db);
      // The load's WAL (200 MB at 100,000 leads) copied into the database now, not by the
      // first write of whatever is measured next.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    }
  }
  return (performance.now() - started) / 1000;
}
