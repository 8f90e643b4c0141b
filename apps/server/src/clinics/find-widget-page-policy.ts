import { MIXPANEL_API_HOST } from '@afterlook/api';
import type { Db } from '../db/create-db.ts';
import { hashSecret } from '../lib/secrets.ts';
import { toClinicRecord } from './clinic-record.ts';

/** What a clinic's settings open up in its widget pages' Content-Security-Policy. */
export interface WidgetPagePolicy {
  /** Origins allowed to frame the widget; '*' when the clinic lists none or the key is unknown. */
  readonly frameAncestors: readonly string[] | '*';
  /** Third-party origins the page may call: Mixpanel's, for a clinic with a token. */
  readonly connectOrigins: readonly string[];
}

export async function findWidgetPagePolicy(db: Db, sdkKey: string): Promise<WidgetPagePolicy> {
  const row = await db
    .selectFrom('sdk_keys')
    .innerJoin('clinics', 'clinics.id', 'sdk_keys.clinic_id')
    .selectAll('clinics')
    .where('sdk_keys.key_hash', '=', hashSecret(sdkKey))
    .where('sdk_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { frameAncestors: '*', connectOrigins: [] };
  const clinic = toClinicRecord(row);
  return {
    frameAncestors: clinic.allowed_origins.length > 0 ? clinic.allowed_origins : '*',
    connectOrigins: clinic.mixpanel_token ? [MIXPANEL_API_HOST] : [],
  };
}
