import { MIXPANEL_API_HOST } from '@afterlook/api';
import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import type { Db } from '../db/create-db.ts';
import { findClinicByKey } from './find-clinic-by-key.ts';

/** What a widget page's Content-Security-Policy opens beyond our own origin. */
export interface WidgetPagePolicy {
  /** The origin allowed to frame this page: the framing page's, when the clinic lists it. */
  readonly frameAncestors: readonly string[];
  /** Third-party origins the page may call (Mixpanel, for clinics that send it events). */
  readonly connectOrigins: readonly string[];
}

/**
 * The policy of a widget page asked for with `sdkKey` by a page of `framingOrigin`
 * (widget-hosting/framing-origin.ts). Only a framing origin on the
 * clinic's list is named, so a page not on the list gets the same answer for a known
 * key as for an unknown one: the widget page is no oracle of valid SDK keys.
 * Mixpanel's origin is open to every widget page for the same reason; the widget calls
 * it only for a clinic that set a token.
 */
export async function findWidgetPagePolicy(
  db: Db,
  sdkKey: string | undefined,
  framingOrigin: string | null,
): Promise<WidgetPagePolicy> {
  const connectOrigins = [MIXPANEL_API_HOST];
  if (!sdkKey || !framingOrigin) return { frameAncestors: [], connectOrigins };
  const clinic = await findClinicByKey(db, sdkKey);
  const allowed = clinic != null && isAllowedOrigin(framingOrigin, clinic.allowed_origins);
  return { frameAncestors: allowed ? [framingOrigin] : [], connectOrigins };
}
