import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';

/** A submission's contact as the keyed hashes leads are found by (lead-fields.ts). */
export interface ContactHashes {
  readonly phoneHash: string | null;
  readonly emailHash: string | null;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Makes submissions with the same phone or email take turns until the caller's
 * transaction ends: the second then sees the lead the first stored, and becomes a visit
 * of it (never a second lead). PostgreSQL: transaction-scoped advisory locks, taken in
 * one order so two submissions never wait on each other. SQLite: a transaction already
 * has the database to itself (one connection, one transaction at a time).
 */
export async function lockContacts(
  trx: Transaction<Database>,
  clinicId: string,
  { phoneHash, emailHash }: ContactHashes,
): Promise<void> {
  if (!isPostgres(trx)) return;
  const keys = [phoneHash, emailHash].flatMap((hash) => (hash ? [`${clinicId}:${hash}`] : []));
  for (const key of keys.sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** A lead a returning patient's submission belongs to. */
export interface ReturningLead {
  readonly id: string;
  readonly patientUuid: string;
}

/**
 * The lead of the clinic that this contact belongs to, if its latest visit is within the
 * clinic's window: the phone's lead first (a phone is read and checked for the clinic's
 * countries), else the email's; a phone or email a later visit gave counts too. When
 * the phone and the email point at two leads, the phone's wins; of several, the one
 * visited last. A test submission (is_debug) only joins a test lead and the reverse.
 * Null when the window is 0 (off) or no lead matches.
 */
export async function findReturningLead(
  trx: Transaction<Database>,
  lead: { readonly clinicId: string; readonly isDebug: boolean },
  contact: ContactHashes,
  window: { readonly days: number; readonly now: Date },
): Promise<ReturningLead | null> {
  if (window.days <= 0) return null;
  const since = new Date(window.now.getTime() - window.days * 86_400_000).toISOString();
  // A lead's own phone or email, or one a later visit gave (lead_hashes: kinds 'phone',
  // 'email', 'visit'; a search token is a hash of other words and never equals them).
  for (const hash of [contact.phoneHash, contact.emailHash]) {
    if (!hash) continue;
    const found = await trx
      .selectFrom('leads')
      .select(['id', 'patient_uuid'])
      .where('clinic_id', '=', lead.clinicId)
      .where('is_debug', '=', lead.isDebug ? 1 : 0)
      .where('last_visit_at', '>=', since)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('lead_hashes')
          .select('lead_hashes.lead_id')
          .where('lead_hashes.clinic_id', '=', lead.clinicId)
          .where('lead_hashes.hash', '=', hash),
      )
      .orderBy('last_visit_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (found) return { id: found.id, patientUuid: found.patient_uuid };
  }
  return null;
}
