import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SIGNING_SECRET_FILE = 'url-signing.key';

/**
 * The HMAC key of our signed URLs: BLOB_SIGNING_SECRET when set, else a random key
 * generated once into DATA_DIR (mode 0600, created exclusively so two processes
 * starting together still agree on one key).
 */
export function loadSigningSecret(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SIGNING_SECRET_FILE);
  // Written whole to a temp file, then linked into place: link fails if the key exists,
  // so a reader never sees a half-written key and the first writer wins.
  if (!existsSync(file)) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file} is too short to be a signing key`);
  return Buffer.from(text, 'utf8');
}
