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
  /**
   * True when the value should be sealed again: by an older data key than the current
   * one; for a patient's cipher (withKey), by any data key rather than the patient's own.
   */
  isStale(sealed: string): boolean;
  /** A keyed hash for exact-match search (the input normalised by the caller). */
  index(value: string): string;
  /**
   * The cipher of one patient's own 32-byte key (crypto-shredding: once the key is
   * deleted, nothing it sealed opens, wherever a copy lies). It seals under that key
   * (key id `@`), and opens both what it sealed and what the data keys sealed before
   * patients had keys of their own.
   */
  withKey(key: Uint8Array): FieldCipher;
}

/** The key id of values sealed under a patient's own key rather than a data key. */
export const PATIENT_KEY_ID = '@';
