import type { SdkKeyInfo } from '@afterlook/api';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { openSdkKey } from './insert-sdk-key.ts';
import { sdkKeyIsLive } from './sdk-key-live.ts';

/**
 * The clinic's keys that still open sessions: the current one first, then those in grace.
 * The key itself (opened from its sealed copy, for the install snippet) only when
 * `reveal`: owners see it, other staff see its hint.
 */
export async function listSdkKeys(
  db: Db,
  cipher: FieldCipher,
  clinicId: string,
  now: Date,
  { reveal }: { readonly reveal: boolean },
): Promise<SdkKeyInfo[]> {
  const rows = await db
    .selectFrom('sdk_keys')
    .select(['id', 'key_hint', 'key_sealed', 'created_at', 'expires_at', 'revoked_at'])
    .where('clinic_id', '=', clinicId)
    .where(sdkKeyIsLive(now))
    .orderBy('created_at', 'desc')
    .execute();
  const currentFirst = [...rows].sort(
    (a, b) => Number(a.revoked_at !== null) - Number(b.revoked_at !== null),
  );
  return currentFirst.map((row) => ({
    id: row.id,
    sdk_key: !reveal || row.key_sealed === null ? null : openSdkKey(cipher, row.id, row.key_sealed),
    hint: row.key_hint,
    created_at: row.created_at,
    expires_at: row.revoked_at === null ? null : row.expires_at,
  }));
}
