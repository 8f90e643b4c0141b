import type { Db } from '../../ports/db-schema.ts';
import type { PatientKeyOwner } from '../privacy/patient-keys.ts';

/** The table each kind of key belongs to a row of. */
const OWNER_TABLES = {
  lead: 'leads',
  image: 'images',
  request: 'unsupported_procedure_requests',
  follow_up: 'follow_ups',
} as const satisfies Record<PatientKeyOwner, string>;

/**
 * Erases the patient keys whose row is gone (an erasure cut short between its steps, a
 * write that raced a deletion, a clinic's row removed by hand): a key outliving its
 * data would open the copies the erasure meant to make unreadable. A key is stored in
 * its row's own transaction, or (an image's) after its row, so none is erased early.
 * Returns their owners' ids.
 */
export async function eraseOrphanKeys(db: Db): Promise<string[]> {
  const erased: string[] = [];
  for (const [kind, table] of Object.entries(OWNER_TABLES)) {
    const result = await db
      .deleteFrom('patient_keys')
      .where('owner_kind', '=', kind)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom(table)
              .select(`${table}.id`)
              .whereRef(`${table}.id`, '=', 'patient_keys.owner_id'),
          ),
        ),
      )
      .returning('owner_id')
      .execute();
    erased.push(...result.map((row) => row.owner_id));
  }
  return erased;
}
