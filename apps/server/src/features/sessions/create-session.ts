import type { CreateSessionResponse } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { generateSecret, hashSecret, newId } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import { sdkKeyIsLive } from '../clinics/sdk-key-live.ts';
import { ACCESS_TOKEN_PREFIX, SESSION_TTL_MS } from './session-ttl.ts';

export interface CreatedSession extends CreateSessionResponse {
  readonly clinic_id: string;
  readonly expires_at: string;
}

/**
 * Exchanges an SDK key for a session; unknown and revoked keys both fail the same way.
 * `lang` is the language of the texts the server writes for it (simulation reasons).
 */
export async function createSession(
  db: Db,
  sdkKey: string,
  clock: Clock = systemClock,
  lang: Language = 'en',
): Promise<Result<CreatedSession, 'unknown_sdk_key'>> {
  const now = clock();
  const key = await db
    .selectFrom('sdk_keys')
    .select(['id', 'clinic_id'])
    .where('key_hash', '=', hashSecret(sdkKey))
    .where(sdkKeyIsLive(now))
    .executeTakeFirst();
  if (!key) return fail('unknown_sdk_key', 'Unknown or revoked SDK key');

  const id = newId();
  const accessToken = generateSecret(ACCESS_TOKEN_PREFIX);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id,
      clinic_id: key.clinic_id,
      sdk_key_id: key.id,
      token_hash: hashSecret(accessToken),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      lang,
    })
    .execute();
  return ok({ id, access_token: accessToken, clinic_id: key.clinic_id, expires_at: expiresAt });
}
