import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';
import { clinicExists } from '../clinics/clinic-exists.ts';

/** An admin key as staff may see it: never the key, only its id and last 4 characters. */
export interface AdminKeySummary {
  readonly id: string;
  readonly key_hint: string;
  readonly created_at: string;
  readonly revoked_at: string | null;
}

/** A clinic's admin keys, oldest first, revoked ones included (with when). */
export async function listAdminKeys(
  db: Db,
  clinicId: string,
): Promise<Result<AdminKeySummary[], 'clinic_not_found'>> {
  if (!(await clinicExists(db, clinicId))) {
    return fail('clinic_not_found', `No clinic with id ${clinicId}`);
  }
  return ok(
    await db
      .selectFrom('admin_keys')
      .select(['id', 'key_hint', 'created_at', 'revoked_at'])
      .where('clinic_id', '=', clinicId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  );
}
