import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { migrateDb } from './migrate-db.ts';

describe.each(TEST_DIALECTS)('migrations on $name', (dialect) => {
  let testDb: TestDb;
  afterEach(async () => {
    await testDb.dispose();
  });

  it('creates every table, and a second run changes nothing', async () => {
    testDb = await dialect.open();
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'clinics',
        'sdk_keys',
        'sessions',
        'images',
        'jobs',
        'leads',
        'lead_messages',
        'admin_keys',
        'daily_analytics',
        'daily_detailed_analytics',
        'referral_daily_analytics',
        'unsupported_procedure_requests',
        'product_events',
      ]),
    );
    await expect(migrateDb(testDb.db)).resolves.toEqual([]);
  });

  it('enforces the sdk_keys → clinics foreign key', async () => {
    testDb = await dialect.open();
    await expect(
      testDb.db
        .insertInto('sdk_keys')
        .values({
          id: 'k1',
          clinic_id: 'no-such-clinic',
          key_hash: 'h',
          key_hint: 'abcd',
          created_at: new Date().toISOString(),
          revoked_at: null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe.each(TEST_DIALECTS)('jobs table on $name', (dialect) => {
  let testDb: TestDb;
  afterEach(async () => {
    await testDb.dispose();
  });

  it('refuses a second job with the same idempotency key', async () => {
    testDb = await dialect.open();
    const job = (id: string) => ({
      id,
      idempotency_key: 'transform:image:i1:BBL:BODY_BACK',
      kind: 'transform',
      clinic_id: null,
      input: '{}',
      status: 'queued' as const,
      max_attempts: 3,
      run_after: new Date().toISOString(),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    await testDb.db.insertInto('jobs').values(job('j1')).execute();
    await expect(testDb.db.insertInto('jobs').values(job('j2')).execute()).rejects.toThrow();
  });
});
