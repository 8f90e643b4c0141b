import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * SDK keys and access tokens are high-entropy random strings, so a fast hash is the
 * right tool (no salt or slow KDF needed): only SHA-256 hex digests are stored.
 */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** URL-safe random secret; 32 bytes = 256 bits of entropy. */
export const generateSecret = (prefix: string, bytes = 32): string =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

export const newId = (): string => randomUUID();
