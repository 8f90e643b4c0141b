import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { generateSecret, hashSecret, newId } from '../lib/secrets.ts';

/** Prefix of generated keys, so a leaked one is easy to recognise in logs and scanners. */
export const SDK_KEY_PREFIX = 'al_sdk_';

/**
 * Stores a new SDK key of a clinic (hash and hint only) and returns the key text,
 * which the caller shows once. `key` lets an operator choose it (demo, migrations).
 */
export async function insertSdkKey(
  trx: Transaction<Database>,
  clinicId: string,
  now: Date,
  key: string = generateSecret(SDK_KEY_PREFIX),
): Promise<{ id: string; key: string }> {
  const id = newId();
  await trx
    .insertInto('sdk_keys')
    .values({
      id,
      clinic_id: clinicId,
      key_hash: hashSecret(key),
      key_hint: key.slice(-4),
      created_at: now.toISOString(),
      revoked_at: null,
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
