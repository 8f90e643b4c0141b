import type { Clock } from '../../lib/clock.ts';
import { fail, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import type {
  SignatureError,
  SignedGrant,
  SignedOperation,
  UrlSigner,
} from '../../ports/url-signer.ts';
import { isStaffSessionLive } from '../staff/staff-session-live.ts';
import { readKeyEpoch } from './key-epoch.ts';

/**
 * A signed URL's query checked in full: its MAC and expiry, that it was signed in the
 * clinic's current key epoch, and, for a dashboard URL, that the staff session it was
 * signed for is still live. A URL from before a key rotation or revocation, or of a
 * session that ended (sign-out, removal), reads as expired, so the widget and the
 * dashboard ask for fresh ones as they do after an hour.
 */
export async function verifySignedUrl(
  deps: { readonly db: Db; readonly signer: UrlSigner; readonly clock: Clock },
  op: SignedOperation,
  resource: string,
  query: Readonly<Record<string, unknown>>,
): Promise<Result<SignedGrant, SignatureError>> {
  const verified = deps.signer.verify(op, resource, query);
  if (!verified.ok) return verified;
  const expired = fail('expired_signature', 'The link has expired');
  const { clinicId, keyEpoch, staffSessionId } = verified.value;
  if ((await readKeyEpoch(deps.db, clinicId)) !== keyEpoch) return expired;
  if (
    staffSessionId !== undefined &&
    !(await isStaffSessionLive(deps.db, staffSessionId, clinicId, deps.clock()))
  ) {
    return expired;
  }
  return verified;
}
