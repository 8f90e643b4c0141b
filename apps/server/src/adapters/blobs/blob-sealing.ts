import type { BlobPatientKeys } from '../../ports/blob-patient-keys.ts';
import { PATIENT_KEY_ID } from '../../ports/field-cipher.ts';
import type { Keyring } from '../crypto/keyring.ts';
import { type BlobSealer, dataSealer } from './sealed-blob.ts';

/**
 * Which key seals and opens each blob: its patient's own (a photo's, its analyses', its
 * after images': crypto-shredding, finding 11) when the store has patient keys and the
 * blob has a patient, else the data keys.
 */
export interface BlobSealing {
  /** The key a new blob is sealed with. */
  sealerFor(blobKey: string): Promise<BlobSealer>;
  /** The key that opens a blob whose header names `keyId`; null once its patient was erased. */
  keyFor(blobKey: string, keyId: string): Promise<Uint8Array | null>;
  /**
   * True when resealing should write the blob again: sealed by an older data key, or by
   * a data key though it has a patient (stored before patient keys).
   */
  isStale(blobKey: string, keyId: string): Promise<boolean>;
}

export function createBlobSealing(keyring: Keyring, patientKeys?: BlobPatientKeys): BlobSealing {
  return {
    async sealerFor(blobKey) {
      const own = patientKeys ? await patientKeys.forWrite(blobKey) : null;
      return own ? { id: PATIENT_KEY_ID, key: own } : dataSealer(keyring);
    },
    async keyFor(blobKey, keyId) {
      if (keyId === PATIENT_KEY_ID) return patientKeys ? patientKeys.forRead(blobKey) : null;
      const key = keyring.keys.get(keyId);
      if (!key) throw new Error(`no key ${keyId} in the keyring to open blob ${blobKey}`);
      return key;
    },
    async isStale(blobKey, keyId) {
      if (keyId === PATIENT_KEY_ID) return false;
      if (keyId !== keyring.currentId) return true;
      // Its patient's key is made here if need be: the blob is written under it next.
      return patientKeys ? (await patientKeys.forWrite(blobKey)) !== null : false;
    },
  };
}
