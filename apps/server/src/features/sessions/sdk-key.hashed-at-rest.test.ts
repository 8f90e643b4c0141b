import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/secrets.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoSdkKey: 'demo-key-that-must-not-be-stored' });
});
afterAll(async () => {
  await t.close();
});

/** Every byte SQLite wrote: the main file and its write-ahead log. */
const sqliteBytes = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((name) => name.startsWith('afterlook.sqlite'))
    .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
    .join('');

describe('secrets at rest', () => {
  it('stores only SHA-256 hashes of SDK keys and access tokens', async () => {
    const token = await t.demoSession();
    const bytes = sqliteBytes(t.config.dataDir);
    expect(bytes).not.toContain('demo-key-that-must-not-be-stored');
    expect(bytes).not.toContain(token);

    const file = new DatabaseSync(join(t.config.dataDir, 'afterlook.sqlite'), { readOnly: true });
    try {
      const keys = file.prepare('SELECT key_hash, key_hint FROM sdk_keys').all();
      expect(keys).toEqual([
        { key_hash: hashSecret('demo-key-that-must-not-be-stored'), key_hint: 'ored' },
      ]);
      const sessions = file.prepare('SELECT token_hash FROM sessions').all();
      expect(sessions).toEqual([{ token_hash: hashSecret(token) }]);
    } finally {
      file.close();
    }
  });
});
