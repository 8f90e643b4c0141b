import { MIXPANEL_API_HOST } from '@afterlook/api';
import { parseConfigUrl, plainHttpOrigin } from '@afterlook/domain';
import { isAllowedOrigin } from '@afterlook/embed/allowed-origins';
import type { Db } from '../../ports/db-schema.ts';
import { findClinicByKey } from './find-clinic-by-key.ts';

/** What a widget page's Content-Security-Policy opens beyond our own origin. */
export interface WidgetPagePolicy {
  /** The origin allowed to frame this page: the framing page's, when the clinic lists it. */
  readonly frameAncestors: readonly string[];
  /**
   * Third-party origins the page may call: Mixpanel's (for clinics that send it events)
   * and the configUrl's origin when the clinic lists it.
   */
  readonly connectOrigins: readonly string[];
}

/** What the page was asked with, each as its query or headers gave it (unchecked). */
export interface WidgetPageRequest {
  readonly sdkKey: string | undefined;
  /** http/widget-hosting/framing-origin.ts */
  readonly framingOrigin: string | null;
  readonly configUrl: string | undefined;
}

/**
 * The policy of a widget page. Only origins on the clinic's list are named (the framing
 * page's, the configUrl's), so a page not on the list gets the same answer for a known
 * key as for an unknown one: the widget page is no oracle of valid SDK keys. Every
 * origin named has passed `plainHttpOrigin` (finding 7: `https://*` or `a;sandbox`
 * never reach the header). Mixpanel's origin is open to every widget page for the same
 * reason; the widget calls it only for a clinic that set a token. A config on our own
 * origin (one we host) needs nothing: 'self'.
 */
export async function findWidgetPagePolicy(
  db: Db,
  { sdkKey, framingOrigin, configUrl }: WidgetPageRequest,
): Promise<WidgetPagePolicy> {
  const connectOrigins = [MIXPANEL_API_HOST];
  const configOrigin = plainHttpOrigin(parseConfigUrl(configUrl ?? null));
  if (!sdkKey || (!framingOrigin && !configOrigin)) return { frameAncestors: [], connectOrigins };
  const clinic = await findClinicByKey(db, sdkKey);
  const listed = (origin: string | null): origin is string =>
    clinic != null && origin != null && isAllowedOrigin(origin, clinic.allowed_origins);
  return {
    frameAncestors: listed(framingOrigin) ? [framingOrigin] : [],
    connectOrigins: listed(configOrigin) ? [...connectOrigins, configOrigin] : connectOrigins,
  };
}
