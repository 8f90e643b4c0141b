import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileOnce } from '../../lib/write-file-once.ts';

export const SIGNING_SECRET_FILE = 'url-signing.key';

/**
 * The HMAC key of our signed URLs: BLOB_SIGNING_SECRET when set, else a random key
 * generated once into DATA_DIR (mode 0600; two processes starting together agree on one).
 */
export function loadSigningSecret(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SIGNING_SECRET_FILE);
  if (!existsSync(file)) writeFileOnce(file, randomBytes(32).toString('base64url'));
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file} is too short to be a signing key`);
  return Buffer.from(text, 'utf8');
}
