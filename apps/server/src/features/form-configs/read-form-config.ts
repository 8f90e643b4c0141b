import type { Db } from '../../ports/db-schema.ts';

/** A stored config's document as the widget reads it (public: it holds page copy only). */
export async function readFormConfig(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('form_configs')
    .select('document')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.document) as Record<string, unknown>) : null;
}
