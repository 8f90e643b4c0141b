import { randomBytes } from 'node:crypto';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/**
 * Crypto-shredding (finding 11): a lead, a photo, an unsupported-procedure request and a
 * follow-up each have a random key of their own, sealed by the data key in patient_keys.
 * Their data is sealed under it (FieldCipher.withKey; photos in the blob store too), so
 * deleting the key row erases every copy at once: SQLite's freed pages, PostgreSQL's
 * dead tuples, a backup taken before, an S3 version. Rows stored before patients had
 * keys (no key row) open with the data keys until resealing moves them.
 */
export type PatientKeyOwner = 'lead' | 'image' | 'request' | 'follow_up';

export interface NewPatientKey {
  readonly ownerId: string;
  readonly sealed: string;
  /** Seals under the new key (opens what it sealed). */
  readonly cipher: FieldCipher;
}

type Deps = { readonly db: Db; readonly cipher: FieldCipher };

/** The key row's own value is bound to its owner: it unwraps for no other row. */
const keyContext = (ownerId: string) => `patient_keys.key_sealed:${ownerId}`;

const unwrapKey = (cipher: FieldCipher, ownerId: string, sealed: string): Buffer =>
  Buffer.from(cipher.open(sealed, keyContext(ownerId)), 'base64');

/** The cipher of an owner's own key, from its key row's sealed value (see patientCiphers). */
export const openPatientCipher = (
  cipher: FieldCipher,
  ownerId: string,
  sealed: string,
): FieldCipher => cipher.withKey(unwrapKey(cipher, ownerId, sealed));

/** A new random key for one owner, sealed by the data key; nothing is stored yet. */
export function newPatientKey(cipher: FieldCipher, ownerId: string): NewPatientKey {
  const key = randomBytes(32);
  return {
    ownerId,
    sealed: cipher.seal(key.toString('base64'), keyContext(ownerId)),
    cipher: cipher.withKey(key),
  };
}

/** Stores a new key, in the transaction that stores its owner (never one without it). */
export async function storePatientKey(
  db: Db,
  owner: { readonly kind: PatientKeyOwner; readonly clinicId: string; readonly createdAt: string },
  key: NewPatientKey,
): Promise<void> {
  await db
    .insertInto('patient_keys')
    .values({
      owner_id: key.ownerId,
      owner_kind: owner.kind,
      clinic_id: owner.clinicId,
      key_sealed: key.sealed,
      created_at: owner.createdAt,
    })
    .execute();
}

/**
 * The ciphers of these owners, one query and one unwrap each: an owner's own key, or the
 * data cipher for an owner stored before keys existed.
 */
export async function patientCiphers(
  { db, cipher }: Deps,
  ownerIds: readonly string[],
): Promise<(ownerId: string) => FieldCipher> {
  const sealed = await sealedPatientKeys(db, ownerIds);
  const ciphers = new Map(
    [...sealed].map(([ownerId, key]) => [ownerId, openPatientCipher(cipher, ownerId, key)]),
  );
  return (ownerId) => ciphers.get(ownerId) ?? cipher;
}

/**
 * These owners' keys as their key rows hold them (sealed by the data key), in one query;
 * an owner stored before keys existed has none. openPatientCipher opens one.
 */
export async function sealedPatientKeys(
  db: Db,
  ownerIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('patient_keys')
    .select(['owner_id', 'key_sealed'])
    .where('owner_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.owner_id, row.key_sealed]));
}

/** One owner's cipher (see patientCiphers). */
export async function patientCipher(deps: Deps, ownerId: string): Promise<FieldCipher> {
  return (await patientCiphers(deps, [ownerId]))(ownerId);
}

/** One owner's key itself (a blob's, sealed-blob.ts), or null when it has none. */
export async function patientKey(deps: Deps, ownerId: string): Promise<Buffer | null> {
  const found = await deps.db
    .selectFrom('patient_keys')
    .select('key_sealed')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return found ? unwrapKey(deps.cipher, ownerId, found.key_sealed) : null;
}

/**
 * The key new data of an existing owner is sealed with: its own, made now for an owner
 * stored before keys existed (its older values move under it when resealed) or for an
 * image's first blob.
 */
export async function patientKeyForWrite(
  deps: Deps,
  owner: { readonly id: string; readonly kind: PatientKeyOwner; readonly clinicId: string },
  now: Date,
): Promise<Buffer> {
  const found = await patientKey(deps, owner.id);
  if (found) return found;
  const key = newPatientKey(deps.cipher, owner.id);
  // Two writers may race to make it: the first key stored is the owner's.
  await deps.db
    .insertInto('patient_keys')
    .values({
      owner_id: owner.id,
      owner_kind: owner.kind,
      clinic_id: owner.clinicId,
      key_sealed: key.sealed,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('owner_id').doNothing())
    .execute();
  const stored = await patientKey(deps, owner.id);
  if (!stored) throw new Error(`the key of ${owner.id} was erased as it was made`);
  return stored;
}

/** The cipher new data of an existing owner is sealed with (see patientKeyForWrite). */
export async function patientCipherForWrite(
  deps: Deps,
  owner: { readonly id: string; readonly kind: PatientKeyOwner; readonly clinicId: string },
  now: Date,
): Promise<FieldCipher> {
  return deps.cipher.withKey(await patientKeyForWrite(deps, owner, now));
}

/** Destroys these owners' keys: what they sealed can never be opened again. */
export async function erasePatientKeys(db: Db, ownerIds: readonly string[]): Promise<void> {
  if (ownerIds.length === 0) return;
  await db
    .deleteFrom('patient_keys')
    .where('owner_id', 'in', [...ownerIds])
    .execute();
}

/**
 * After a data key rotation: each patient key sealed by an older data key is sealed
 * again by the current one (the data it seals stays as it is). Returns how many.
 */
export async function rewrapPatientKeys(db: Db, cipher: FieldCipher): Promise<number> {
  let changed = 0;
  for (let after = ''; ; ) {
    const rows = await db
      .selectFrom('patient_keys')
      .select(['owner_id', 'key_sealed'])
      .where('owner_id', '>', after)
      .orderBy('owner_id')
      .limit(500)
      .execute();
    const last = rows.at(-1);
    if (!last) return changed;
    after = last.owner_id;
    for (const row of rows.filter((key) => cipher.isStale(key.key_sealed))) {
      const context = keyContext(row.owner_id);
      await db
        .updateTable('patient_keys')
        .set({ key_sealed: cipher.seal(cipher.open(row.key_sealed, context), context) })
        .where('owner_id', '=', row.owner_id)
        .execute();
      changed += 1;
    }
  }
}
