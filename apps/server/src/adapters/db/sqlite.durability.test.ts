import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { createDb, SQLITE_FILE_NAME } from './create-db.ts';

// An acknowledged lead must survive a power cut, and only the server's user may read
// the file: WAL with synchronous=FULL, a 0700 folder and a 0600 file.
const dir = makeTempDir();
afterAll(() => dir.remove());

describe('the embedded SQLite database', () => {
  it('runs in WAL mode with synchronous=FULL, in a 0700 folder, as a 0600 file', async () => {
    const dataDir = join(dir.path, 'data');
    const db = createDb({ dataDir });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2); // FULL
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, SQLITE_FILE_NAME)).mode & 0o777).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });
});
