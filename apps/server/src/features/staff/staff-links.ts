import { DASHBOARD_PAGES } from '@afterlook/domain';
import type { Kysely, Transaction } from 'kysely';
import { generateSecret, hashSecret, newId } from '../../lib/secrets.ts';
import type { Database } from '../../ports/db-schema.ts';

/** What a one-time link lets its holder do: accept an invite or reset a password. */
export type StaffLinkPurpose = 'invite' | 'reset';

const PAGES: Record<StaffLinkPurpose, string> = {
  invite: DASHBOARD_PAGES.acceptInvite,
  reset: DASHBOARD_PAGES.resetPassword,
};

/** The link's address: the token rides in the fragment, so it never reaches a log. */
export const staffLinkUrl = (baseUrl: string, purpose: StaffLinkPurpose, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}${PAGES[purpose]}#token=${token}`;

/**
 * Issues a one-time link for a staff member; earlier unused links of the same purpose
 * stop working, so only the newest one handed out opens.
 */
export async function issueStaffLink(
  trx: Transaction<Database>,
  staffId: string,
  purpose: StaffLinkPurpose,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; expires_at: string }> {
  await trx
    .deleteFrom('staff_links')
    .where('staff_id', '=', staffId)
    .where('purpose', '=', purpose)
    .execute();
  const token = generateSecret(`al_${purpose}_`);
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await trx
    .insertInto('staff_links')
    .values({
      id: newId(),
      staff_id: staffId,
      purpose,
      token_hash: hashSecret(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expires_at: expiresAt };
}

/** Uses a link once: its staff member's id, or null when unknown, used or expired. */
export async function consumeStaffLink(
  trx: Kysely<Database>,
  token: string,
  purpose: StaffLinkPurpose,
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  const used = await trx
    .updateTable('staff_links')
    .set({ used_at: at })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('staff_id')
    .executeTakeFirst();
  return used?.staff_id ?? null;
}
