import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import type { Database, Db } from '../../ports/db-schema.ts';
import { TEST_DATABASE_URL, TEST_DIALECTS } from '../../testing/support/databases.ts';
import { sealedLeadRow } from '../../testing/support/sealed-lead-row.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { createFieldCipher } from '../crypto/create-field-cipher.ts';
import { loadKeyring } from '../crypto/keyring.ts';
import { createDb } from './create-db.ts';
import { migrateDb } from './migrate-db.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** The leads and visits columns migration 0035 moves out. */
interface HashColumns {
  phone_hash: string | null;
  email_hash: string | null;
  dedupe_key: string | null;
  request_hash: string | null;
}
type Before0035 = Database & { leads: HashColumns; lead_search_tokens: LeadSearchToken };
interface LeadSearchToken {
  lead_id: string;
  clinic_id: string;
  token: string;
}

/** A database migrated up to (not including) 0035. */
async function openBefore0035(dialect: 'sqlite' | 'postgres') {
  const dir = makeTempDir();
  const schema = `afterlook_test_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const db: Db =
    dialect === 'postgres'
      ? createDb({ databaseUrl: TEST_DATABASE_URL, dataDir: '', pgSchema: schema })
      : createDb({ dataDir: dir.path });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo('0034-transform-levels');
  if (error) throw error;
  return {
    db,
    /** Where its tables are (PostgreSQL lists every schema's). */
    schema: dialect === 'postgres' ? schema : undefined,
    async dispose() {
      await db.destroy();
      dir.remove();
      if (dialect === 'postgres') {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}

// Finding 11 on PostgreSQL: an install upgraded to 0035 keeps finding its leads by phone,
// email, name and dedupe key, from the two small tables the hashes moved to.
describe.each(TEST_DIALECTS)('migration 0035 (erasable lead hashes) on $name', ({ name }) => {
  let opened: Awaited<ReturnType<typeof openBefore0035>> | undefined;
  afterEach(async () => {
    await opened?.dispose();
  });

  it('finding 11: moves each lead’s and visit’s keyed hashes, search tokens and submissions out of leads and lead_visits', {
    timeout: 30_000,
  }, async () => {
    opened = await openBefore0035(name);
    const { db } = opened;
    const keys = makeTempDir();
    const cipher = createFieldCipher(
      loadKeyring(keys.path, { keys: undefined, indexKey: undefined }),
    );
    keys.remove();
    const clinic = await createClinic(db, { name: 'Clinic' });
    if (!clinic.ok) throw new Error(clinic.message);
    const clinicId = clinic.value.id;
    const before = db as unknown as Kysely<Before0035>;
    await before
      .insertInto('leads')
      .values({
        ...sealedLeadRow(
          cipher,
          clinicId,
          { first_name: 'Ana', phone: '+14155550132' },
          { id: 'lead-1' },
        ),
        phone_hash: 'phone-hash-1',
        email_hash: 'email-hash-1',
        dedupe_key: 'batch:b1:phone-hash-1',
        request_hash: 'request-hash-1',
      })
      .execute();
    await sql`INSERT INTO lead_visits (id, lead_id, clinic_id, session_id, form_name,
        form_user_id, form_data, patient_record, phone_hash, email_hash, after_image_keys,
        is_debug, dedupe_key, request_hash, created_at)
      VALUES ('visit-1', 'lead-1', ${clinicId}, 's2', 'ONBOARDING_TIER1', 'browser', '{}',
        '{}', 'phone-hash-2', 'email-hash-1', '[]', 0, 'key:retry-1', 'request-hash-2',
        ${new Date().toISOString()})`.execute(db);
    await before
      .insertInto('lead_search_tokens')
      .values(
        ['token-an', 'token-ana'].map((token) => ({
          lead_id: 'lead-1',
          clinic_id: clinicId,
          token,
        })),
      )
      .execute();

    expect(await migrateDb(db)).toContain('0035-erasable-lead-hashes');

    expect(
      await db
        .selectFrom('lead_hashes')
        .select(['lead_id', 'kind', 'hash'])
        .orderBy('hash')
        .execute(),
    ).toEqual([
      // The visit's email is the lead's own: kept once.
      { lead_id: 'lead-1', kind: 'email', hash: 'email-hash-1' },
      { lead_id: 'lead-1', kind: 'phone', hash: 'phone-hash-1' },
      { lead_id: 'lead-1', kind: 'visit', hash: 'phone-hash-2' },
      { lead_id: 'lead-1', kind: 'search', hash: 'token-an' },
      { lead_id: 'lead-1', kind: 'search', hash: 'token-ana' },
    ]);
    expect(
      await db
        .selectFrom('lead_submissions')
        .select(['clinic_id', 'dedupe_key', 'lead_id', 'request_hash'])
        .orderBy('dedupe_key')
        .execute(),
    ).toEqual([
      {
        clinic_id: clinicId,
        dedupe_key: 'batch:b1:phone-hash-1',
        lead_id: 'lead-1',
        request_hash: 'request-hash-1',
      },
      {
        clinic_id: clinicId,
        dedupe_key: 'key:retry-1',
        lead_id: 'lead-1',
        request_hash: 'request-hash-2',
      },
    ]);
    const tables = (await db.introspection.getTables()).filter(
      (table) => table.schema === opened?.schema,
    );
    const columnsOf = (table: string) =>
      tables.find((entry) => entry.name === table)?.columns.map((column) => column.name) ?? [];
    for (const table of ['leads', 'lead_visits']) {
      expect(columnsOf(table)).toContain('patient_record');
      for (const column of ['phone_hash', 'email_hash', 'dedupe_key', 'request_hash']) {
        expect(columnsOf(table)).not.toContain(column);
      }
    }
    expect(tables.map((table) => table.name)).not.toContain('lead_search_tokens');
  });
});
