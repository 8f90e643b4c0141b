import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../test-support/databases.ts';
import { migrateDb } from './migrate-db.ts';

describe.each(TEST_DIALECTS)('migrations on $name', (dialect) => {
  let testDb: TestDb;
  afterEach(async () => {
    await testDb.dispose();
  });

  it('creates the clinics, sdk_keys and sessions tables, and a second run changes nothing', async () => {
    testDb = await dialect.open();
    const tables = (await testDb.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(['clinics', 'sdk_keys', 'sessions']));
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
