import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLanguage } from '@afterlook/domain';
import type { Clock } from '../../lib/clock.ts';
import { fail, ok } from '../../lib/result.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';

const SIGNATURE_BYTES = 32;

/**
 * HMAC-SHA256 signed URLs of our own server (as Typebot signs its upload tokens): the
 * MAC covers the operation, the server-built resource (object key or job id), the
 * clinic, its key epoch, the staff session a dashboard URL was signed for (if any), the
 * language and the expiry, and is compared with timingSafeEqual. Whether the epoch is
 * still the clinic's and the session still live is the caller's check
 * (features/signing/verify-signed-url.ts), as it needs the database.
 */
export function createUrlSigner(secret: Uint8Array, clock: Clock): UrlSigner {
  const mac = (
    op: string,
    resource: string,
    clinicId: string,
    epoch: string,
    staffSession: string | undefined,
    lang: string,
    exp: string,
  ) => {
    // A URL without a staff session keeps the v2 layout: patients' URLs are unchanged.
    const fields =
      staffSession === undefined
        ? ['afterlook-url-v2', op, resource, clinicId, epoch, lang, exp]
        : ['afterlook-url-v3', op, resource, clinicId, epoch, staffSession, lang, exp];
    return createHmac('sha256', secret).update(fields.join('\n'), 'utf8').digest();
  };

  return {
    sign(path, op, resource, grant) {
      const lang = grant.lang ?? 'en';
      const exp = String(Math.floor((clock().getTime() + grant.ttlMs) / 1000));
      const epoch = String(grant.keyEpoch);
      const { staffSessionId } = grant;
      const signature = mac(op, resource, grant.clinicId, epoch, staffSessionId, lang, exp);
      const query = new URLSearchParams({
        c: grant.clinicId,
        k: epoch,
        ...(staffSessionId === undefined ? {} : { v: staffSessionId }),
        l: lang,
        e: exp,
        s: signature.toString('base64url'),
      });
      return `${path}?${query.toString()}`;
    },

    verify(op, resource, query) {
      const { c, k, v, l, e, s } = query;
      // Absent (a patient's URL), or the staff session's id; anything else is forged.
      const staffSession = v === undefined ? undefined : typeof v === 'string' && v ? v : null;
      if (
        typeof c !== 'string' ||
        typeof k !== 'string' ||
        !/^\d{1,9}$/.test(k) ||
        staffSession === null ||
        typeof l !== 'string' ||
        typeof e !== 'string' ||
        typeof s !== 'string' ||
        !/^\d{1,12}$/.test(e) ||
        !isLanguage(l)
      ) {
        return fail('forged_signature', 'The link is not valid');
      }
      const given = Buffer.from(s, 'base64url');
      const expected = mac(op, resource, c, k, staffSession, l, e);
      if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, expected)) {
        return fail('forged_signature', 'The link is not valid');
      }
      const expiresAt = new Date(Number(e) * 1000);
      if (expiresAt.getTime() <= clock().getTime()) {
        return fail('expired_signature', 'The link has expired');
      }
      return ok({
        clinicId: c,
        keyEpoch: Number(k),
        ...(staffSession === undefined ? {} : { staffSessionId: staffSession }),
        lang: l,
        expiresAt,
      });
    },
  };
}
