import type { Db } from '../../ports/db-schema.ts';

/**
 * How many owners of the clinic have an active account (an invited owner does not
 * count): the last one can be neither removed nor made staff.
 */
export async function countActiveOwners(db: Db, clinicId: string): Promise<number> {
  const owners = await db
    .selectFrom('staff_users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clinic_id', '=', clinicId)
    .where('role', '=', 'owner')
    .where('password_hash', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(owners.count);
}
