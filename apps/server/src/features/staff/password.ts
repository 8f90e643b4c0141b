import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) at OWASP's minimum cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string): Promise<string> =>
  hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

// Verified against when the email is unknown, so both answers take the same time.
const UNKNOWN_ACCOUNT_HASH = hashPassword('x'.repeat(STAFF_ACCOUNT_RULES.passwordMinLength));

/** True when the password matches; a null hash (invite not accepted) never matches. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const matches = await verify(stored ?? (await UNKNOWN_ACCOUNT_HASH), password).catch(() => false);
  return stored !== null && matches;
}
