import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/**
 * Sealed values of the clinics, each with the context it is bound to: SDK keys kept for
 * the install snippet, webhook signing secrets. (Lead notes and follow-up contacts are
 * under patients' own keys, seal-lead-data.ts; those keys rewrap in patient-keys.ts.)
 */
const SEALED_ELSEWHERE = [
  { table: 'sdk_keys', column: 'key_sealed', context: 'sdk_keys.key_sealed' },
  { table: 'clinics', column: 'webhook_secret', context: 'clinics.webhook_secret' },
] as const;

/** Moves those sealed by an older data key to the current one; returns how many. */
export async function resealDashboardData(db: Db, cipher: FieldCipher): Promise<number> {
  let changed = 0;
  for (const { table, column, context } of SEALED_ELSEWHERE) {
    // Kysely cannot type a column chosen from a list: all are text columns.
    const rows = (await db
      .selectFrom(table)
      .select(['id', column])
      .where(column, 'is not', null)
      .execute()) as unknown as { id: string; [key: string]: string | null }[];
    for (const row of rows) {
      const sealed = row[column];
      if (!sealed || !cipher.isStale(sealed)) continue;
      const plain = cipher.open(sealed, `${context}:${row.id}`);
      await db
        .updateTable(table)
        .set({ [column]: cipher.seal(plain, `${context}:${row.id}`) })
        .where('id', '=', row.id)
        .execute();
      changed += 1;
    }
  }
  return changed;
}
