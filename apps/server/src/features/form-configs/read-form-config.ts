import { FormConfigDocument } from '@afterlook/api';
import * as z from 'zod/mini';
import type { Db } from '../../ports/db-schema.ts';

/**
 * A stored config's document as the widget reads it (public: it holds page copy only):
 * its config fields and nothing else, so a document saved before the strict check
 * (finding 19) serves no extra keys. One the widget could not use is not served.
 */
export async function readFormConfig(db: Db, id: string): Promise<FormConfigDocument | null> {
  const row = await db
    .selectFrom('form_configs')
    .select('document')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = z.safeParse(FormConfigDocument, JSON.parse(row.document));
  return parsed.success ? parsed.data : null;
}
