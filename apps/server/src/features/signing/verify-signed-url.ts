import { fail, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import type {
  SignatureError,
  SignedGrant,
  SignedOperation,
  UrlSigner,
} from '../../ports/url-signer.ts';
import { readKeyEpoch } from './key-epoch.ts';

/**
 * A signed URL's query checked in full: its MAC and expiry, and that it was signed in
 * the clinic's current key epoch. A URL from before a key rotation or revocation reads
 * as expired, so the widget asks for fresh ones as it does after an hour.
 */
export async function verifySignedUrl(
  deps: { readonly db: Db; readonly signer: UrlSigner },
  op: SignedOperation,
  resource: string,
  query: Readonly<Record<string, unknown>>,
): Promise<Result<SignedGrant, SignatureError>> {
  const verified = deps.signer.verify(op, resource, query);
  if (!verified.ok) return verified;
  const current = await readKeyEpoch(deps.db, verified.value.clinicId);
  if (current !== verified.value.keyEpoch) {
    return fail('expired_signature', 'The link has expired');
  }
  return verified;
}
