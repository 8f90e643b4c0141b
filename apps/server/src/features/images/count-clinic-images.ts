import type { Db } from '../../ports/db-schema.ts';

/** How many image slots the clinic has reserved since `since` (each allows one upload). */
export async function countClinicImages(db: Db, clinicId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('clinic_id', '=', clinicId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
