import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from './create-field-cipher.ts';
import { addKeyringKey, KEYRING_FILE, loadKeyring } from './keyring.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'afterlook-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const noEnv = { keys: undefined, indexKey: undefined };

describe('field sealing (AES-256-GCM)', () => {
  it('opens what it sealed, and the sealed text shows nothing of it', () => {
    const cipher = createFieldCipher(loadKeyring(dataDir(), noEnv));
    const sealed = cipher.seal('+14155550132', 'leads.phone:1');
    expect(sealed).not.toContain('4155550132');
    expect(cipher.isSealed(sealed)).toBe(true);
    expect(cipher.open(sealed, 'leads.phone:1')).toBe('+14155550132');
    // A fresh IV each time: equal values do not look equal.
    expect(cipher.seal('+14155550132', 'leads.phone:1')).not.toBe(sealed);
  });

  it('refuses a value altered, moved to another row, or sealed by a key it lacks', () => {
    const cipher = createFieldCipher(loadKeyring(dataDir(), noEnv));
    const sealed = cipher.seal('Ana Lopez', 'leads.patient_record:1');
    // One bit of the ciphertext flipped.
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const flipped = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => cipher.open(flipped, 'leads.patient_record:1')).toThrow();
    expect(() => cipher.open(sealed, 'leads.patient_record:2')).toThrow();
    const stranger = createFieldCipher(loadKeyring(dataDir(), noEnv));
    expect(() => stranger.open(sealed, 'leads.patient_record:1')).toThrow();
  });

  it('keeps the generated keyring in a 0600 file and reuses it', () => {
    const dir = dataDir();
    const first = loadKeyring(dir, noEnv);
    expect(statSync(join(dir, KEYRING_FILE)).mode & 0o777).toBe(0o600);
    expect(loadKeyring(dir, noEnv).keys.get(first.currentId)).toEqual(
      first.keys.get(first.currentId),
    );
  });

  it('after a rotation, old values still open and are known stale; the search hash is unchanged', () => {
    const dir = dataDir();
    const before = createFieldCipher(loadKeyring(dir, noEnv));
    const sealed = before.seal('ana@example.com', 'c');
    const newId = addKeyringKey(dir);
    const after = createFieldCipher(loadKeyring(dir, noEnv));
    expect(loadKeyring(dir, noEnv).currentId).toBe(newId);
    expect(after.open(sealed, 'c')).toBe('ana@example.com');
    expect(after.isStale(sealed)).toBe(true);
    expect(after.isStale(after.seal('x', 'c'))).toBe(false);
    expect(after.index('email:ana@example.com')).toBe(before.index('email:ana@example.com'));
  });

  it('takes DATA_KEYS (newest first) and DATA_INDEX_KEY from the environment, and says what is wrong', () => {
    const k = (byte: number) => Buffer.alloc(32, byte).toString('base64');
    const keyring = loadKeyring(dataDir(), { keys: `k2:${k(2)},k1:${k(1)}`, indexKey: k(9) });
    expect(keyring.currentId).toBe('k2');
    expect([...keyring.keys.keys()]).toEqual(['k2', 'k1']);
    expect(() => loadKeyring(dataDir(), { keys: `k1:${k(1)}`, indexKey: undefined })).toThrow(
      /DATA_INDEX_KEY|index_key/,
    );
    expect(() => loadKeyring(dataDir(), { keys: 'k1:short', indexKey: k(9) })).toThrow(/32 bytes/);
  });

  it("finding 11: a patient's own key seals under '@', opens what it and the data keys sealed; the data key alone, or another patient's key, opens nothing of it", () => {
    const dir = dataDir();
    const cipher = createFieldCipher(loadKeyring(dir, noEnv));
    const own = cipher.withKey(randomBytes(32));
    const sealed = own.seal('+14155550132', 'leads.phone:1');
    expect(sealed).toMatch(/^v1\.@\./);
    expect(own.open(sealed, 'leads.phone:1')).toBe('+14155550132');
    expect(() => cipher.open(sealed, 'leads.phone:1')).toThrow(/own key/);
    expect(() => cipher.withKey(randomBytes(32)).open(sealed, 'leads.phone:1')).toThrow();
    // Stored before patients had keys: opens, and is due to move under the patient's key.
    const older = cipher.seal('Ana', 'leads.patient_record:1');
    expect(own.open(older, 'leads.patient_record:1')).toBe('Ana');
    expect(own.isStale(older)).toBe(true);
    expect(own.isStale(sealed)).toBe(false);
    // A data key rotation leaves what a patient's key sealed where it is.
    addKeyringKey(dir);
    expect(createFieldCipher(loadKeyring(dir, noEnv)).isStale(sealed)).toBe(false);
    expect(own.index('email:a@b.c')).toBe(cipher.index('email:a@b.c'));
  });
});
