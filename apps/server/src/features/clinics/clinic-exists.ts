import type { Db } from '../../ports/db-schema.ts';

export async function clinicExists(db: Db, clinicId: string): Promise<boolean> {
  const row = await db
    .selectFrom('clinics')
    .select('id')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  return row !== undefined;
}
