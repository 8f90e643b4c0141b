import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { Keyring } from '../crypto/keyring.ts';

/**
 * A blob sealed at rest: `ALB1`, the key id (length-prefixed), a 12-byte IV, the
 * AES-256-GCM ciphertext, and the 16-byte tag last (so a write can stream). The blob's
 * key is the associated data: a file moved under another key does not open. The key id
 * is a data key's, or `@` for a patient's own key (blob-sealing.ts).
 */
const MAGIC = Buffer.from('ALB1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The longest header: magic, id length, a 255-byte id, IV. */
export const SEALED_HEADER_BYTES = MAGIC.length + 1 + 255 + IV_BYTES;

export const isSealedBlob = (head: Uint8Array): boolean =>
  head.length >= MAGIC.length && Buffer.from(head.subarray(0, MAGIC.length)).equals(MAGIC);

/** The key a blob is sealed with and the id its header names (a data key's, or `@`). */
export interface BlobSealer {
  readonly id: string;
  readonly key: Uint8Array;
}

/** The keyring's current data key, for blobs of no patient. */
export function dataSealer(keyring: Keyring): BlobSealer {
  const key = keyring.keys.get(keyring.currentId);
  if (!key) throw new Error(`keyring has no key ${keyring.currentId}`);
  return { id: keyring.currentId, key };
}

/** A cipher for a new blob and the header to write before its ciphertext. */
export function sealBlob(sealer: BlobSealer, blobKey: string) {
  const iv = randomBytes(IV_BYTES);
  const id = Buffer.from(sealer.id, 'utf8');
  const header = Buffer.concat([MAGIC, Buffer.from([id.length]), id, iv]);
  const cipher = createCipheriv('aes-256-gcm', sealer.key, iv).setAAD(Buffer.from(blobKey, 'utf8'));
  return { header, cipher };
}

/** Seals a whole blob in memory. */
export function sealBytes(sealer: BlobSealer, blobKey: string, plain: Uint8Array): Buffer {
  const { header, cipher } = sealBlob(sealer, blobKey);
  return Buffer.concat([header, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** The key id a sealed blob names and where its ciphertext starts. */
export function readHeader(head: Buffer, blobKey: string): { keyId: string; start: number } {
  const idLength = head[MAGIC.length] ?? 0;
  const start = MAGIC.length + 1 + idLength + IV_BYTES;
  if (!isSealedBlob(head) || head.length < start) {
    throw new Error(`blob ${blobKey} is not a whole sealed blob`);
  }
  return { keyId: head.subarray(MAGIC.length + 1, start - IV_BYTES).toString('utf8'), start };
}

function decipherOf(
  key: Uint8Array,
  blobKey: string,
  head: Buffer,
  tag: Buffer,
): { decipher: DecipherGCM; start: number } {
  const { start } = readHeader(head, blobKey);
  const decipher = createDecipheriv('aes-256-gcm', key, head.subarray(start - IV_BYTES, start))
    .setAAD(Buffer.from(blobKey, 'utf8'))
    .setAuthTag(tag);
  return { decipher, start };
}

/** Opens a whole sealed blob in memory with the key its header names (throws when altered). */
export function openBytes(key: Uint8Array, blobKey: string, sealed: Buffer): Buffer {
  if (sealed.length < MAGIC.length + 1 + IV_BYTES + TAG_BYTES) {
    throw new Error(`blob ${blobKey} is not a whole sealed blob`);
  }
  const end = sealed.length - TAG_BYTES;
  const { decipher, start } = decipherOf(key, blobKey, sealed, sealed.subarray(end));
  return Buffer.concat([decipher.update(sealed.subarray(start, end)), decipher.final()]);
}

/** Where a sealed file's ciphertext lies, and the decipher that opens it (tag set). */
export async function openSealedFile(
  key: Uint8Array,
  blobKey: string,
  file: FileHandle,
  size: number,
): Promise<{ decipher: DecipherGCM; start: number; end: number }> {
  const head = Buffer.alloc(Math.min(SEALED_HEADER_BYTES, Math.max(size - TAG_BYTES, 0)));
  await file.read(head, 0, head.length, 0);
  const tag = Buffer.alloc(TAG_BYTES);
  await file.read(tag, 0, TAG_BYTES, Math.max(size - TAG_BYTES, 0));
  const { decipher, start } = decipherOf(key, blobKey, head, tag);
  return { decipher, start, end: size - TAG_BYTES };
}
