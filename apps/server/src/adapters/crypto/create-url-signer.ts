import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLanguage } from '@afterlook/domain';
import type { Clock } from '../../lib/clock.ts';
import { fail, ok } from '../../lib/result.ts';
import type { UrlSigner } from '../../ports/url-signer.ts';

const SIGNATURE_BYTES = 32;

/**
 * HMAC-SHA256 signed URLs of our own server (as Typebot signs its upload tokens): the
 * MAC covers the operation, the server-built resource (object key or job id), the
 * clinic, its key epoch, the language and the expiry, and is compared with
 * timingSafeEqual. Whether the epoch is still the clinic's is the caller's check
 * (features/signing/verify-signed-url.ts), as it needs the database.
 */
export function createUrlSigner(secret: Uint8Array, clock: Clock): UrlSigner {
  const mac = (
    op: string,
    resource: string,
    clinicId: string,
    epoch: string,
    lang: string,
    exp: string,
  ) =>
    createHmac('sha256', secret)
      .update(['afterlook-url-v2', op, resource, clinicId, epoch, lang, exp].join('\n'), 'utf8')
      .digest();

  return {
    sign(path, op, resource, grant) {
      const lang = grant.lang ?? 'en';
      const exp = String(Math.floor((clock().getTime() + grant.ttlMs) / 1000));
      const epoch = String(grant.keyEpoch);
      const signature = mac(op, resource, grant.clinicId, epoch, lang, exp).toString('base64url');
      const query = new URLSearchParams({
        c: grant.clinicId,
        k: epoch,
        l: lang,
        e: exp,
        s: signature,
      });
      return `${path}?${query.toString()}`;
    },

    verify(op, resource, query) {
      const { c, k, l, e, s } = query;
      if (
        typeof c !== 'string' ||
        typeof k !== 'string' ||
        !/^\d{1,9}$/.test(k) ||
        typeof l !== 'string' ||
        typeof e !== 'string' ||
        typeof s !== 'string' ||
        !/^\d{1,12}$/.test(e) ||
        !isLanguage(l)
      ) {
        return fail('forged_signature', 'The link is not valid');
      }
      const given = Buffer.from(s, 'base64url');
      const expected = mac(op, resource, c, k, l, e);
      if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, expected)) {
        return fail('forged_signature', 'The link is not valid');
      }
      const expiresAt = new Date(Number(e) * 1000);
      if (expiresAt.getTime() <= clock().getTime()) {
        return fail('expired_signature', 'The link has expired');
      }
      return ok({ clinicId: c, keyEpoch: Number(k), lang: l, expiresAt });
    },
  };
}
