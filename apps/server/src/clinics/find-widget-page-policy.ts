import { MIXPANEL_API_HOST } from '@afterlook/api';
import type { Db } from '../db/create-db.ts';
import { findClinicByKey } from './find-clinic-by-key.ts';

/** What a clinic's settings open up in its widget pages' Content-Security-Policy. */
export interface WidgetPagePolicy {
  /**
   * Origins allowed to frame the widget besides our own: the clinic's allowed origins;
   * none for an unknown key or a clinic with no website and no origins.
   */
  readonly frameAncestors: readonly string[];
  /** Third-party origins the page may call: Mixpanel's, for a clinic with a token. */
  readonly connectOrigins: readonly string[];
}

export async function findWidgetPagePolicy(db: Db, sdkKey: string): Promise<WidgetPagePolicy> {
  const clinic = await findClinicByKey(db, sdkKey);
  if (!clinic) return { frameAncestors: [], connectOrigins: [] };
  return {
    frameAncestors: clinic.allowed_origins,
    connectOrigins: clinic.mixpanel_token ? [MIXPANEL_API_HOST] : [],
  };
}
