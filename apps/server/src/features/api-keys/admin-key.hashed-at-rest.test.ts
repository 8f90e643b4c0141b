import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/secrets.ts';
import { adminGet, demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
});
afterAll(async () => {
  await t.close();
});

const sqliteBytes = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((name) => name.startsWith('afterlook.sqlite'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('');

describe('admin-key.hashed-at-rest', () => {
  it('stores only the SHA-256 and last 4 characters of an admin key; the key still works', async () => {
    const { adminKey } = await demoAdminKey(t);
    expect(adminKey).toMatch(/^al_admin_[A-Za-z0-9_-]{43}$/);
    expect(sqliteBytes(t.config.dataDir)).not.toContain(adminKey);
    const file = new DatabaseSync(join(t.config.dataDir, 'afterlook.sqlite'), { readOnly: true });
    try {
      expect(file.prepare('SELECT key_hash, key_hint FROM admin_keys').all()).toEqual([
        { key_hash: hashSecret(adminKey), key_hint: adminKey.slice(-4) },
      ]);
    } finally {
      file.close();
    }
    expect((await adminGet(t, '/api/v1/admin/leads', `Bearer ${adminKey}`)).status).toBe(200);
    expect((await adminGet(t, '/api/v1/admin/leads', `Bearer ${adminKey}x`)).status).toBe(401);
  });
});
