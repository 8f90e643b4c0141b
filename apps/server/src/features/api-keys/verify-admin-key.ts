import type { StaffRole } from '@afterlook/domain';
import { fail, ok, type Result } from '../../lib/result.ts';
import { hashSecret } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';

/** Who acts on the clinic's data: an admin key (machine client) or a staff member. */
export interface ClinicActor {
  readonly kind: 'admin_key' | 'staff';
  readonly id: string;
  /** How the lead's activity names them: the staff member's email or 'Admin key …abcd'. */
  readonly label: string;
}

/** A verified caller of the clinic's calls, scoped to one clinic. */
export interface VerifiedAdmin {
  readonly clinicId: string;
  /** Admin keys act as owners: they are made by the operator for the clinic's systems. */
  readonly role: StaffRole;
  /** May export and delete patients' data: owners and admin keys, staff an owner allowed. */
  readonly canExportAndDelete: boolean;
  readonly actor: ClinicActor;
  /** The clinic's key epoch: URLs signed for this caller carry it. */
  readonly keyEpoch: number;
  /** A staff member's session (absent for admin keys): URLs signed for them end with it. */
  readonly staffSessionId?: string;
}

/**
 * Checks an admin key: it must exist and be unrevoked. Only its hash is looked up, so
 * an SDK key or a session token (hashed into other tables) never passes.
 */
export async function verifyAdminKey(
  db: Db,
  key: string,
): Promise<Result<VerifiedAdmin, 'invalid_admin_key'>> {
  const row = await db
    .selectFrom('admin_keys')
    .innerJoin('clinics', 'clinics.id', 'admin_keys.clinic_id')
    .select(['admin_keys.id', 'admin_keys.clinic_id', 'admin_keys.key_hint', 'clinics.key_epoch'])
    .where('admin_keys.key_hash', '=', hashSecret(key))
    .where('admin_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return fail('invalid_admin_key', 'Unknown or revoked admin key');
  return ok({
    clinicId: row.clinic_id,
    role: 'owner',
    canExportAndDelete: true,
    actor: { kind: 'admin_key', id: row.id, label: `Admin key …${row.key_hint}` },
    keyEpoch: Number(row.key_epoch),
  });
}
