import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/** A clinic's chat endpoint key is bound to its row: it opens nowhere else. */
const context = (clinicId: string) => `clinics.chat_llm_api_key:${clinicId}`;

export const sealChatKey = (cipher: FieldCipher, clinicId: string, key: string): string =>
  cipher.seal(key, context(clinicId));

export const openChatKey = (cipher: FieldCipher, clinicId: string, sealed: string): string =>
  cipher.open(sealed, context(clinicId));

/** Moves chat endpoint keys sealed by an older data key to the current one; returns how many. */
export async function resealChatKeys(db: Db, cipher: FieldCipher): Promise<number> {
  const rows = await db
    .selectFrom('clinics')
    .select(['id', 'chat_llm_api_key'])
    .where('chat_llm_api_key', 'is not', null)
    .execute();
  let changed = 0;
  for (const row of rows) {
    if (!row.chat_llm_api_key || !cipher.isStale(row.chat_llm_api_key)) continue;
    const key = openChatKey(cipher, row.id, row.chat_llm_api_key);
    await db
      .updateTable('clinics')
      .set({ chat_llm_api_key: sealChatKey(cipher, row.id, key) })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }
  return changed;
}
