import { STAFF_ACCOUNT_RULES, type StaffRole } from '@afterlook/domain';
import type { Kysely } from 'kysely';
import { generateSecret, hashSecret, newId } from '../../lib/secrets.ts';
import type { Database, Db } from '../../ports/db-schema.ts';
import { mayExportAndDelete, toStaffRole } from './staff-role.ts';

export interface StaffSession {
  readonly sessionId: string;
  readonly staffId: string;
  readonly clinicId: string;
  readonly clinicName: string;
  readonly email: string;
  readonly role: StaffRole;
  /** Owners always; a staff member when an owner allowed it (read on every call). */
  readonly canExportAndDelete: boolean;
  readonly csrfToken: string;
  readonly keyEpoch: number;
  readonly expiresAt: string;
}

/** Touch last_seen_at at most this often: one write a minute, not one per call. */
const TOUCH_EVERY_MS = 60_000;

/** Opens a session for a staff member: the cookie's token (shown once) and its row. */
export async function createStaffSession(
  db: Kysely<Database>,
  staffId: string,
  now: Date,
): Promise<{ token: string }> {
  const token = generateSecret('al_staff_');
  await db
    .insertInto('staff_sessions')
    .values({
      id: newId(),
      staff_id: staffId,
      token_hash: hashSecret(token),
      csrf_token: generateSecret('', 24),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_ACCOUNT_RULES.sessionAbsoluteMs).toISOString(),
    })
    .execute();
  return { token };
}

/** Whether a session is before its absolute end and not idle too long (the rule, once). */
export function staffSessionStands(
  session: { readonly last_seen_at: string; readonly expires_at: string },
  now: Date,
): boolean {
  const idleMs = now.getTime() - Date.parse(session.last_seen_at);
  return session.expires_at > now.toISOString() && idleMs <= STAFF_ACCOUNT_RULES.sessionIdleMs;
}

/**
 * The session a cookie's token opens, or null: unknown, past its absolute end, idle
 * too long, or its staff member removed. A live one is touched (idle clock restarts).
 */
export async function verifyStaffSession(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffSession | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .innerJoin('clinics', 'clinics.id', 'staff_users.clinic_id')
    .select([
      'staff_sessions.id',
      'staff_sessions.csrf_token',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_users.id as staff_id',
      'staff_users.email',
      'staff_users.role',
      'staff_users.can_export_and_delete',
      'staff_users.password_hash',
      'clinics.id as clinic_id',
      'clinics.name as clinic_name',
      'clinics.key_epoch',
    ])
    .where('staff_sessions.token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row || row.password_hash === null) return null;
  if (!staffSessionStands(row, now)) {
    await db.deleteFrom('staff_sessions').where('id', '=', row.id).execute();
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return {
    sessionId: row.id,
    staffId: row.staff_id,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    email: row.email,
    role: toStaffRole(row.role),
    canExportAndDelete: mayExportAndDelete(row),
    csrfToken: row.csrf_token,
    keyEpoch: Number(row.key_epoch),
    expiresAt: row.expires_at,
  };
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', hashSecret(token)).execute();
}
