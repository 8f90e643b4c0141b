import { createDecipheriv } from 'node:crypto';

/**
 * What an attacker recovers from raw files (a copied data folder, a database's own
 * files) holding every key that sits beside them: the bytes as they are, every sealed
 * field value (`v1.<key id>.<iv>.<ciphertext>`) and sealed blob (`ALB1…`) found anywhere
 * in them — whole or cut off, live or in a freed page — decrypted with every key, and
 * every 32-byte key such a decryption reveals (a patient key unwrapped by a data key)
 * tried in turn. AES-GCM is counter mode: the text comes out without the tag, so the
 * context a value was bound to is no obstacle.
 */
export interface Carved {
  /** True when the needle is in any file or any decryption. */
  has(needle: string | Uint8Array): boolean;
  readonly stats: {
    readonly bytes: number;
    readonly sealedValues: number;
    readonly sealedBlobs: number;
    readonly keys: number;
    readonly patientKeys: number;
  };
}

/** A body ends where the next value starts: SQLite stores a row's columns back to back. */
const SEALED_VALUE =
  /v1\.([a-z0-9@-]{1,32})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{24,}?)(?=v1\.|[^A-Za-z0-9_-]|$)/g;
const BLOB_MAGIC = Buffer.from('ALB1', 'ascii');
const IV_BYTES = 12;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=$/;

/** GCM's keystream applied without checking the tag. */
const decrypt = (key: Buffer, iv: Buffer, body: Buffer): Buffer =>
  createDecipheriv('aes-256-gcm', key, iv).update(body);

export function carve(files: readonly Uint8Array[], startKeys: readonly Buffer[]): Carved {
  const raw = files.map((bytes) => Buffer.from(bytes));
  const values: { iv: Buffer; body: Buffer }[] = [];
  const blobs: { iv: Buffer; body: Buffer }[] = [];
  for (const bytes of raw) {
    for (const match of bytes.toString('latin1').matchAll(SEALED_VALUE)) {
      values.push({
        iv: Buffer.from(match[2] ?? '', 'base64url'),
        body: Buffer.from(match[3] ?? '', 'base64url'),
      });
    }
    for (let at = bytes.indexOf(BLOB_MAGIC); at >= 0; at = bytes.indexOf(BLOB_MAGIC, at + 1)) {
      const idLength = bytes[at + BLOB_MAGIC.length] ?? 0;
      const ivAt = at + BLOB_MAGIC.length + 1 + idLength;
      if (ivAt + IV_BYTES >= bytes.length) continue;
      blobs.push({
        iv: bytes.subarray(ivAt, ivAt + IV_BYTES),
        body: bytes.subarray(ivAt + IV_BYTES),
      });
    }
  }
  const keys = new Map(startKeys.map((key) => [key.toString('hex'), key]));
  const opened: Buffer[] = [];
  const tried = new Set<string>();
  // Keys found in decryptions are tried on everything too, until no new key turns up.
  for (let fresh = [...keys.values()]; fresh.length > 0; ) {
    const next: Buffer[] = [];
    for (const key of fresh) {
      tried.add(key.toString('hex'));
      for (const { iv, body } of values) {
        const text = decrypt(key, iv, body);
        opened.push(text);
        const candidate = text.subarray(0, 44).toString('latin1');
        if (BASE64_KEY.test(candidate)) {
          const found = Buffer.from(candidate, 'base64');
          if (!keys.has(found.toString('hex'))) {
            keys.set(found.toString('hex'), found);
            next.push(found);
          }
        }
      }
      for (const { iv, body } of blobs) opened.push(decrypt(key, iv, body));
    }
    fresh = next.filter((key) => !tried.has(key.toString('hex')));
  }
  const haystacks = [...raw, ...opened];
  return {
    has: (needle) => {
      const bytes = typeof needle === 'string' ? Buffer.from(needle, 'utf8') : Buffer.from(needle);
      return haystacks.some((haystack) => haystack.includes(bytes));
    },
    stats: {
      bytes: raw.reduce((sum, bytes) => sum + bytes.length, 0),
      sealedValues: values.length,
      sealedBlobs: blobs.length,
      keys: keys.size,
      patientKeys: keys.size - startKeys.length,
    },
  };
}
