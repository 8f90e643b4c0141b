import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileOnce } from '../../lib/write-file-once.ts';

export const KEYRING_FILE = 'data-keys.json';

/**
 * The keys that seal patients' data at rest. New data is sealed with the current key;
 * older keys stay to open what they sealed until it is resealed (key rotation). The
 * index key makes the exact-match search hashes and is not rotated with them.
 */
export interface Keyring {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, Buffer>;
  readonly indexKey: Buffer;
}

const KEY_ID = /^[a-z0-9-]{1,32}$/;
const Key32 = z
  .string()
  .trim()
  .transform((text) => Buffer.from(text, 'base64'))
  .refine((key) => key.length === 32, 'must be 32 bytes, base64');

/** The keyring file (and the DATA_KEYS / DATA_INDEX_KEY settings): newest key first. */
const KeyringFile = z.object({
  keys: z
    .array(z.object({ id: z.string().regex(KEY_ID), key: Key32 }))
    .min(1)
    .refine((keys) => new Set(keys.map((k) => k.id)).size === keys.length, 'key ids repeat'),
  index_key: Key32,
});
type KeyringFile = z.input<typeof KeyringFile>;

const toKeyring = (file: z.output<typeof KeyringFile>): Keyring => ({
  currentId: file.keys[0]?.id ?? '',
  keys: new Map(file.keys.map(({ id, key }) => [id, key])),
  indexKey: file.index_key,
});

const newKey = () => randomBytes(32).toString('base64');

/**
 * DATA_KEYS (`id:base64,id:base64`, newest first) with DATA_INDEX_KEY when set; else
 * DATA_DIR/data-keys.json, generated on first start with mode 0600.
 */
export function loadKeyring(
  dataDir: string,
  fromEnv: { readonly keys: string | undefined; readonly indexKey: string | undefined },
): Keyring {
  if (fromEnv.keys) {
    const keys = fromEnv.keys.split(',').map((entry) => {
      const [id = '', key = ''] = entry.trim().split(':');
      return { id, key };
    });
    const parsed = KeyringFile.safeParse({ keys, index_key: fromEnv.indexKey ?? '' });
    if (!parsed.success) {
      throw new Error(`DATA_KEYS / DATA_INDEX_KEY: ${z.prettifyError(parsed.error)}`);
    }
    return toKeyring(parsed.data);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, KEYRING_FILE);
  if (!existsSync(file)) {
    const fresh: KeyringFile = { keys: [{ id: 'k1', key: newKey() }], index_key: newKey() };
    writeFileOnce(file, `${JSON.stringify(fresh, null, 2)}\n`);
  }
  const parsed = KeyringFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return toKeyring(parsed.data);
}

/**
 * Adds a new current key to the keyring file (the old ones stay to open older data) and
 * answers its id. Resealing then moves every sealed value to it.
 */
export function addKeyringKey(dataDir: string): string {
  const file = join(dataDir, KEYRING_FILE);
  const current = JSON.parse(readFileSync(file, 'utf8')) as KeyringFile;
  const ids = new Set(current.keys.map((k) => k.id));
  let n = current.keys.length + 1;
  while (ids.has(`k${n}`)) n += 1;
  const id = `k${n}`;
  const next: KeyringFile = { ...current, keys: [{ id, key: newKey() }, ...current.keys] };
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  // Rename is atomic: a reader sees the old keyring or the new one, never half of one.
  renameSync(temp, file);
  return id;
}
