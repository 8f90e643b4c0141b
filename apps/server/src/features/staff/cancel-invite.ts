import type { Transaction } from 'kysely';
import { fail, ok, type Result } from '../../lib/result.ts';
import { hashSecret } from '../../lib/secrets.ts';
import type { Database, Db } from '../../ports/db-schema.ts';

/**
 * Cancels an invite of the clinic that nobody accepted yet: the invited row goes and its
 * link stops working, saying it was cancelled. An owner invite too, even by the only
 * owner (a pending invite is nobody the clinic depends on). Another clinic's id, or an
 * accepted invite, answers not found.
 */
export async function cancelInvite(
  db: Db,
  clinicId: string,
  staffId: string,
  now: Date,
): Promise<Result<{ id: string; email: string }, 'invite_not_found'>> {
  return db.transaction().execute(async (trx) => {
    const invited = await trx
      .selectFrom('staff_users')
      .select(['id', 'email'])
      .where('id', '=', staffId)
      .where('clinic_id', '=', clinicId)
      .where('password_hash', 'is', null)
      .executeTakeFirst();
    if (!invited) return fail('invite_not_found', 'No pending invite with that id');
    await withdrawInvite(trx, staffId, now);
    return ok({ id: staffId, email: invited.email });
  });
}

/** Deletes a pending member, remembering their open invite links as cancelled. */
export async function withdrawInvite(
  trx: Transaction<Database>,
  staffId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const links = await trx
    .selectFrom('staff_links')
    .select(['token_hash', 'expires_at'])
    .where('staff_id', '=', staffId)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  await trx.deleteFrom('staff_cancelled_links').where('expires_at', '<=', at).execute();
  if (links.length > 0) {
    await trx
      .insertInto('staff_cancelled_links')
      .values(links.map((link) => ({ ...link, cancelled_at: at })))
      .execute();
  }
  await trx.deleteFrom('staff_users').where('id', '=', staffId).execute();
}

/** Whether a link's token is that of an invite cancelled before it expired. */
export async function isCancelledInvite(
  db: Db | Transaction<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('staff_cancelled_links')
    .select('token_hash')
    .where('token_hash', '=', hashSecret(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
