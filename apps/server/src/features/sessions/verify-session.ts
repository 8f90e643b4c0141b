import { isLanguage, type Language } from '@afterlook/domain';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { hashSecret } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { sdkKeyRowIsLive } from '../clinics/sdk-key-live.ts';

export interface VerifiedSession {
  readonly sessionId: string;
  readonly clinicId: string;
  /** The clinic's key epoch: URLs signed for this session carry it. */
  readonly keyEpoch: number;
  readonly lang: Language;
}

export type SessionError = 'invalid_session' | 'expired_session';

/** Checks an access token: it must exist, be unexpired, and its SDK key unrevoked. */
export async function verifySession(
  db: Db,
  accessToken: string,
  clock: Clock = systemClock,
): Promise<Result<VerifiedSession, SessionError>> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('sdk_keys', 'sdk_keys.id', 'sessions.sdk_key_id')
    .innerJoin('clinics', 'clinics.id', 'sessions.clinic_id')
    .select([
      'sessions.id',
      'sessions.clinic_id',
      'sessions.expires_at',
      'sessions.lang',
      'sdk_keys.revoked_at',
      'sdk_keys.expires_at as key_expires_at',
      'clinics.key_epoch',
    ])
    .where('sessions.token_hash', '=', hashSecret(accessToken))
    .executeTakeFirst();
  const now = clock();
  const keyLive =
    row && sdkKeyRowIsLive({ revoked_at: row.revoked_at, expires_at: row.key_expires_at }, now);
  if (!row || !keyLive) return fail('invalid_session', 'Invalid session');
  if (row.expires_at <= now.toISOString()) return fail('expired_session', 'Session has expired');
  return ok({
    sessionId: row.id,
    clinicId: row.clinic_id,
    keyEpoch: Number(row.key_epoch),
    lang: isLanguage(row.lang) ? row.lang : 'en',
  });
}
