import type { Insertable } from 'kysely';
import type { Db, LeadHashesTable } from '../../ports/db-schema.ts';
import type { ContactHashes } from './find-returning-lead.ts';

/**
 * Keeps the keyed hashes a lead is found by (a returning patient, the dashboard's exact
 * phone and email filters) in lead_hashes, in the caller's transaction so a returning
 * patient's next submission sees them. A lead's own are 'phone' and 'email'; a later
 * visit's are 'visit' (they find the lead again, and are not what the filters match),
 * and one the lead already has is kept once.
 */
export async function storeContactHashes(
  db: Db,
  lead: { readonly id: string; readonly clinicId: string },
  { phoneHash, emailHash }: ContactHashes,
  from: 'lead' | 'visit',
): Promise<void> {
  const rows: Insertable<LeadHashesTable>[] = [
    { kind: 'phone' as const, hash: phoneHash },
    { kind: 'email' as const, hash: emailHash },
  ].flatMap(({ kind, hash }) =>
    hash === null
      ? []
      : [
          {
            lead_id: lead.id,
            clinic_id: lead.clinicId,
            kind: from === 'lead' ? kind : 'visit',
            hash,
          },
        ],
  );
  if (rows.length === 0) return;
  await db
    .insertInto('lead_hashes')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
