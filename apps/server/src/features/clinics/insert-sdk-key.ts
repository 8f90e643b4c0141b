import type { Transaction } from 'kysely';
import { generateSecret, hashSecret, newId } from '../../lib/secrets.ts';
import type { Database } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/** Prefix of generated keys, so a leaked one is easy to recognise in logs and scanners. */
export const SDK_KEY_PREFIX = 'al_sdk_';

const sdkKeyContext = (keyId: string) => `sdk_keys.key_sealed:${keyId}`;
export const openSdkKey = (cipher: FieldCipher, keyId: string, sealed: string) =>
  cipher.open(sealed, sdkKeyContext(keyId));

/**
 * Stores a new SDK key of a clinic (its hash to look it up, its hint, and, given the
 * cipher, the key sealed so the dashboard's install page can show the snippet again)
 * and returns the key text. `key` lets an operator choose it (demo, migrations).
 */
export async function insertSdkKey(
  trx: Transaction<Database>,
  clinicId: string,
  now: Date,
  options: { key?: string | undefined; cipher?: FieldCipher | undefined } = {},
): Promise<{ id: string; key: string }> {
  const id = newId();
  const key = options.key ?? generateSecret(SDK_KEY_PREFIX);
  await trx
    .insertInto('sdk_keys')
    .values({
      id,
      clinic_id: clinicId,
      key_hash: hashSecret(key),
      key_hint: key.slice(-4),
      key_sealed: options.cipher ? options.cipher.seal(key, sdkKeyContext(id)) : null,
      created_at: now.toISOString(),
      revoked_at: null,
      expires_at: null,
    })
    .execute();
  return { id, key };
}

export async function sdkKeyExists(trx: Transaction<Database>, key: string): Promise<boolean> {
  const row = await trx
    .selectFrom('sdk_keys')
    .select('id')
    .where('key_hash', '=', hashSecret(key))
    .executeTakeFirst();
  return row !== undefined;
}
