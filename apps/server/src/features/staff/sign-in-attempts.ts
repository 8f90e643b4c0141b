import { emailKey, STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/**
 * Whose sign-in attempt this is, as keyed hashes: the email as typed (an account or
 * not: both count alike, so the answers tell nobody which emails exist) and the client's
 * address as the limits resolve it (behind the trusted proxies only).
 */
export interface SignInAttemptKeys {
  readonly email: string;
  readonly address: string;
}

export const signInAttemptKeys = (
  cipher: Pick<FieldCipher, 'index'>,
  email: string,
  address: string,
): SignInAttemptKeys => ({
  email: cipher.index(`staff-sign-in-email:${emailKey(email)}`),
  address: cipher.index(`staff-sign-in-address:${address}`),
});

const rules = STAFF_ACCOUNT_RULES;
const FAILURES_KEPT_MS = Math.max(rules.lockoutWindowMs, rules.backoffWindowMs);
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * How long this attempt must wait (0: it may go ahead). Two rules: failures from this
 * address to this email within the window shut this address out of it; failures from
 * every address slow the email down a little more each time, except for an address the
 * account signed in from lately, so a stranger never keeps the owner out.
 */
export async function signInWait(db: Db, keys: SignInAttemptKeys, now: Date): Promise<number> {
  const ofEmail = db.selectFrom('staff_sign_in_attempts').where('email_key', '=', keys.email);
  const fromHere = await ofEmail
    .select('at')
    .where('address_key', '=', keys.address)
    .where('succeeded', '=', 0)
    .where('at', '>', before(now, rules.lockoutWindowMs))
    .orderBy('at', 'desc')
    .limit(rules.lockoutFailures)
    .execute();
  const oldest = fromHere[rules.lockoutFailures - 1];
  const addressWait = oldest ? Date.parse(oldest.at) + rules.lockoutWindowMs - now.getTime() : 0;

  const known = await ofEmail
    .select('id')
    .where('address_key', '=', keys.address)
    .where('succeeded', '=', 1)
    .where('at', '>', before(now, rules.knownAddressMs))
    .executeTakeFirst();
  if (known) return Math.max(0, addressWait);

  const everywhere = await ofEmail
    .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.max('at').as('last')])
    .where('succeeded', '=', 0)
    .where('at', '>', before(now, rules.backoffWindowMs))
    .executeTakeFirstOrThrow();
  const past = Number(everywhere.failures) - rules.backoffAfterFailures;
  const backoff = Math.min(rules.backoffMaxMs, rules.backoffBaseMs * 2 ** Math.max(0, past));
  const emailWait =
    past >= 0 && everywhere.last ? Date.parse(everywhere.last) + backoff - now.getTime() : 0;
  return Math.max(0, addressWait, emailWait);
}

async function insertAttempt(
  db: Db,
  keys: SignInAttemptKeys,
  now: Date,
  succeeded: boolean,
): Promise<void> {
  await db
    .insertInto('staff_sign_in_attempts')
    .values({
      id: newId(),
      email_key: keys.email,
      address_key: keys.address,
      succeeded: succeeded ? 1 : 0,
      at: now.toISOString(),
    })
    .execute();
}

/** Counts a failed attempt, and forgets attempts no rule looks at any more. */
export async function recordSignInFailure(
  db: Db,
  keys: SignInAttemptKeys,
  now: Date,
): Promise<void> {
  await insertAttempt(db, keys, now, false);
  await db
    .deleteFrom('staff_sign_in_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('succeeded', '=', 0), eb('at', '<', before(now, FAILURES_KEPT_MS))]),
        eb('at', '<', before(now, rules.knownAddressMs)),
      ]),
    )
    .execute();
}

/** A sign-in that opened a session: this address's failures go, and it is now the account's own. */
export async function recordSignInSuccess(
  db: Db,
  keys: SignInAttemptKeys,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('staff_sign_in_attempts')
    .where('email_key', '=', keys.email)
    .where('address_key', '=', keys.address)
    .execute();
  await insertAttempt(db, keys, now, true);
}
