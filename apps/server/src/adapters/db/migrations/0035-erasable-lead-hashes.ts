import { type Kysely, PostgresAdapter, type QueryExecutorProvider, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Partitions per table: an erasure rewrites one of each, and every new database creates
 * them all (a test's too). lead_hashes holds about 25 rows a lead (28 MB a partition at
 * 100,000 leads with 32), lead_submissions about one (5 MB a partition with 8).
 */
const PARTITIONS = { lead_hashes: 32, lead_submissions: 8 } as const;

const isPostgres = (db: QueryExecutorProvider) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** On PostgreSQL, a table already declared PARTITION BY HASH gets its partitions. */
async function createHashPartitions(
  db: Kysely<unknown>,
  table: keyof typeof PARTITIONS,
): Promise<void> {
  const modulus = PARTITIONS[table];
  for (let remainder = 0; remainder < modulus; remainder += 1) {
    const partition = sql.table(`${table}_p${String(remainder).padStart(2, '0')}`);
    await sql`CREATE TABLE ${partition} PARTITION OF ${sql.table(table)}
      FOR VALUES WITH (MODULUS ${sql.lit(modulus)}, REMAINDER ${sql.lit(remainder)})`.execute(db);
  }
}

const HASH_INDEXES = [
  'leads_clinic_phone_hash_idx',
  'leads_clinic_email_hash_idx',
  'leads_clinic_dedupe_key_uq',
  'lead_visits_clinic_dedupe_key_uq',
  'lead_visits_phone_hash_idx',
  'lead_visits_email_hash_idx',
];
const HASH_COLUMNS = ['phone_hash', 'email_hash', 'dedupe_key', 'request_hash'];

// Finding 11, its last gap on PostgreSQL: an erased lead's keyed hashes (phone, email,
// name starts, dedupe keys; the index key tests a guess against them) stayed in freed
// space of leads, lead_visits and lead_search_tokens, which no erasure may rewrite whole.
// They now live only in two small tables that PostgreSQL hash-partitions so that all of
// one lead's rows sit in one partition each: an erasure rewrites just those
// (features/privacy/scrub-erased.ts). lead_hashes holds the search tokens and the
// contact hashes a lead and its visits are found by (by lead); lead_submissions holds
// each submission's dedupe key and body hash (by dedupe key: its uniqueness per clinic
// must include the partition key). SQLite keeps plain tables (secure_delete zeroes).
export const erasableLeadHashes: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    await db.schema
      .createTable('lead_hashes')
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('clinic_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_hashes_pk', ['clinic_id', 'hash', 'lead_id'])
      .$call((table) => (postgres ? table.modifyEnd(sql`PARTITION BY HASH (lead_id)`) : table))
      .execute();
    await db.schema
      .createTable('lead_submissions')
      .addColumn('clinic_id', 'text', (c) =>
        c.notNull().references('clinics.id').onDelete('cascade'),
      )
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      // No foreign key: the submission is claimed before its lead is stored (submit-lead.ts).
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text')
      .addPrimaryKeyConstraint('lead_submissions_pk', ['clinic_id', 'dedupe_key'])
      .$call((table) => (postgres ? table.modifyEnd(sql`PARTITION BY HASH (dedupe_key)`) : table))
      .execute();
    if (postgres) {
      await createHashPartitions(db, 'lead_hashes');
      await createHashPartitions(db, 'lead_submissions');
    }
    await db.schema
      .createIndex('lead_hashes_lead_idx')
      .on('lead_hashes')
      .column('lead_id')
      .execute();
    await db.schema
      .createIndex('lead_submissions_lead_idx')
      .on('lead_submissions')
      .column('lead_id')
      .execute();

    await sql`INSERT INTO lead_hashes (lead_id, clinic_id, kind, hash)
      SELECT lead_id, clinic_id, 'search', token FROM lead_search_tokens WHERE true
      ON CONFLICT DO NOTHING`.execute(db);
    for (const [table, lead, kind] of [
      ['leads', 'id', null],
      ['lead_visits', 'lead_id', 'visit'],
    ] as const) {
      for (const contact of ['phone', 'email'] as const) {
        const column = sql.ref(`${contact}_hash`);
        await sql`INSERT INTO lead_hashes (lead_id, clinic_id, kind, hash)
          SELECT ${sql.ref(lead)}, clinic_id, ${kind ?? contact}, ${column} FROM ${sql.table(table)}
           WHERE ${column} IS NOT NULL
          ON CONFLICT DO NOTHING`.execute(db);
      }
      await sql`INSERT INTO lead_submissions (clinic_id, dedupe_key, lead_id, request_hash)
        SELECT clinic_id, dedupe_key, ${sql.ref(lead)}, request_hash FROM ${sql.table(table)}
         WHERE dedupe_key IS NOT NULL
        ON CONFLICT DO NOTHING`.execute(db);
    }

    await db.schema.dropTable('lead_search_tokens').execute();
    for (const index of HASH_INDEXES) await db.schema.dropIndex(index).execute();
    for (const table of ['leads', 'lead_visits']) {
      for (const column of HASH_COLUMNS) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['leads', 'lead_visits']) {
      for (const column of HASH_COLUMNS) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
    }
    await sql`UPDATE leads SET
      phone_hash = (SELECT hash FROM lead_hashes h WHERE h.lead_id = leads.id AND h.kind = 'phone'),
      email_hash = (SELECT hash FROM lead_hashes h WHERE h.lead_id = leads.id AND h.kind = 'email'),
      dedupe_key = (SELECT min(dedupe_key) FROM lead_submissions s WHERE s.lead_id = leads.id),
      request_hash = (SELECT min(request_hash) FROM lead_submissions s WHERE s.lead_id = leads.id)`.execute(
      db,
    );
    await sql`UPDATE lead_visits SET dedupe_key = id`.execute(db);
    await db.schema
      .createTable('lead_search_tokens')
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('clinic_id', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_search_tokens_pk', ['clinic_id', 'token', 'lead_id'])
      .execute();
    await sql`INSERT INTO lead_search_tokens (lead_id, clinic_id, token)
      SELECT lead_id, clinic_id, hash FROM lead_hashes WHERE kind = 'search'`.execute(db);
    await db.schema
      .createIndex('lead_search_tokens_lead_idx')
      .on('lead_search_tokens')
      .column('lead_id')
      .execute();
    await db.schema.dropTable('lead_submissions').execute();
    await db.schema.dropTable('lead_hashes').execute();
    for (const [index, table, columns] of [
      ['leads_clinic_phone_hash_idx', 'leads', ['clinic_id', 'phone_hash']],
      ['leads_clinic_email_hash_idx', 'leads', ['clinic_id', 'email_hash']],
      ['lead_visits_phone_hash_idx', 'lead_visits', ['clinic_id', 'phone_hash']],
      ['lead_visits_email_hash_idx', 'lead_visits', ['clinic_id', 'email_hash']],
    ] as const) {
      await db.schema
        .createIndex(index)
        .on(table)
        .columns([...columns])
        .execute();
    }
    for (const [index, table] of [
      ['leads_clinic_dedupe_key_uq', 'leads'],
      ['lead_visits_clinic_dedupe_key_uq', 'lead_visits'],
    ] as const) {
      await db.schema
        .createIndex(index)
        .on(table)
        .columns(['clinic_id', 'dedupe_key'])
        .unique()
        .execute();
    }
  },
};

/**
 * After the migration commits (VACUUM runs outside a transaction): PostgreSQL's DROP
 * COLUMN only hides the values, so leads and lead_visits are rewritten once, without
 * them; else a lead erased later would leave its old hashes in freed space.
 */
export async function rewriteWithoutHashes(db: QueryExecutorProvider): Promise<void> {
  if (isPostgres(db)) await sql`VACUUM FULL leads, lead_visits`.execute(db);
}
