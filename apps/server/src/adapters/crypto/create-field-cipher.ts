import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import type { Keyring } from './keyring.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createFieldCipher(keyring: Keyring): FieldCipher {
  const currentKey = keyring.keys.get(keyring.currentId);
  if (!currentKey) throw new Error(`keyring has no key ${keyring.currentId}`);
  const partsOf = (sealed: string) => {
    const [version, keyId, iv, body] = sealed.split('.');
    if (version !== VERSION || !keyId || !iv || !body) return null;
    return { keyId, iv: Buffer.from(iv, 'base64url'), body: Buffer.from(body, 'base64url') };
  };
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv).setAAD(
        Buffer.from(context, 'utf8'),
      );
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return [
        VERSION,
        keyring.currentId,
        iv.toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed, context) {
      const parts = partsOf(sealed);
      if (!parts) throw new Error('not a sealed value');
      const key = keyring.keys.get(parts.keyId);
      if (!key) throw new Error(`no key ${parts.keyId} in the keyring to open this value`);
      const decipher = createDecipheriv('aes-256-gcm', key, parts.iv)
        .setAAD(Buffer.from(context, 'utf8'))
        .setAuthTag(parts.body.subarray(parts.body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(parts.body.subarray(0, parts.body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    isSealed: (value) => partsOf(value) !== null,
    isStale: (sealed) => partsOf(sealed)?.keyId !== keyring.currentId,
    index: (value) => createHmac('sha256', keyring.indexKey).update(value, 'utf8').digest('hex'),
  };
}
