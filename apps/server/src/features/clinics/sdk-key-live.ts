import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../ports/db-schema.ts';

/**
 * An SDK key opens sessions while it is current, or rotated out but within its grace
 * period (expires_at), so pages cached with the old snippet keep working a while.
 */
export const sdkKeyIsLive = (now: Date) => (eb: ExpressionBuilder<Database, 'sdk_keys'>) =>
  eb.or([eb('sdk_keys.revoked_at', 'is', null), eb('sdk_keys.expires_at', '>', now.toISOString())]);

/** The same rule for a key row already read. */
export const sdkKeyRowIsLive = (
  key: { revoked_at: string | null; expires_at: string | null },
  now: Date,
) => key.revoked_at === null || (key.expires_at !== null && key.expires_at > now.toISOString());
