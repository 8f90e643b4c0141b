import type { Language } from '@afterlook/domain';
import type { Result } from '../lib/result.ts';

/** What a signed URL allows: read or write a blob, or read a transform's metadata. */
export type SignedOperation = 'get' | 'put' | 'meta';

export interface SignedGrant {
  readonly clinicId: string;
  /** The clinic's key epoch when the URL was signed (see features/signing/key-epoch.ts). */
  readonly keyEpoch: number;
  /**
   * The staff session a dashboard URL was signed for: the URL ends with the session
   * (sign-out, removal, password reset). Absent on patients' URLs.
   */
  readonly staffSessionId?: string;
  /** Language of texts the URL's answer carries (metadata reasons). */
  readonly lang: Language;
  readonly expiresAt: Date;
}

export type SignatureError = 'forged_signature' | 'expired_signature';

export interface UrlSigner {
  /** `path?c=&k=[&v=]&l=&e=&s=`: the path is used as it is; resource is what the MAC binds. */
  sign(
    path: string,
    op: SignedOperation,
    resource: string,
    grant: {
      clinicId: string;
      keyEpoch: number;
      staffSessionId?: string;
      lang?: Language;
      ttlMs: number;
    },
  ): string;
  /** Checks the query of a signed URL against the operation and resource it claims. */
  verify(
    op: SignedOperation,
    resource: string,
    query: Readonly<Record<string, unknown>>,
  ): Result<SignedGrant, SignatureError>;
}
