/**
 * Seals text fields at rest with AES-256-GCM. A sealed value reads
 * `v1.<key id>.<iv>.<ciphertext+tag>` (base64url), so the key that opens it is known
 * and a rotation can tell what to reseal. The context (table, column and row) is bound
 * in as associated data: a value copied into another row or column does not open.
 */
export interface FieldCipher {
  seal(plain: string, context: string): string;
  /** Throws when the value was altered, sealed for another context or by an unknown key. */
  open(sealed: string, context: string): string;
  isSealed(value: string): boolean;
  /** True when the value is sealed by an older key than the current one. */
  isStale(sealed: string): boolean;
  /** A keyed hash for exact-match search (the input normalised by the caller). */
  index(value: string): string;
}
