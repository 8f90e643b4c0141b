import type { Db } from '../../ports/db-schema.ts';

/** How many transforms of the clinic's own images were queued since `since`. */
export async function countClinicTransforms(
  db: Db,
  clinicId: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('transforms')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('clinic_id', '=', clinicId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
