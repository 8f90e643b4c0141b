import { pathTo, ROUTES } from './routes.ts';

/**
 * The URL path of each call, parameters filled in (routes.ts holds the patterns).
 *
 * docs/product/api.md#analytics writes the analytics calls without a prefix (`POST /daily-analytics`);
 * {api} is their canonical place (one prefix, one auth rule, one OpenAPI section) and
 * the server also answers the contract's bare paths (BARE_ANALYTICS_PATHS) with the same
 * handlers.
 */
export const PATHS = {
  sessions: ROUTES.sessions.path,
  clinicInfo: ROUTES.clinicInfo.path,
  userLocation: ROUTES.userLocation.path,
  userLocationOf: (ip: string) => pathTo(ROUTES.userLocationOf, { ip }),
  patientImages: ROUTES.patientImages.path,
  sampleModels: ROUTES.sampleModels.path,
  openaiChat: ROUTES.openaiChat.path,
  plasticSurgeryChat: ROUTES.plasticSurgeryChat.path,
  leadMessages: (patientUuid: string) => pathTo(ROUTES.leadMessages, { patient_uuid: patientUuid }),
  leadMeasurements: (patientUuid: string) =>
    pathTo(ROUTES.leadMeasurements, { patient_uuid: patientUuid }),
  dailyAnalytics: ROUTES.dailyAnalytics.path,
  dailyDetailedAnalytics: ROUTES.dailyDetailedAnalytics.path,
  referralDailyAnalytics: ROUTES.referralDailyAnalytics.path,
  notifyUnsupportedProcedure: ROUTES.notifyUnsupportedProcedure.path,
  events: ROUTES.events.path,
  followUps: ROUTES.followUps.path,
  adminLeads: ROUTES.adminLeads.path,
  adminLead: (patientUuid: string) => pathTo(ROUTES.adminLead, { patient_uuid: patientUuid }),
  adminAnalytics: ROUTES.adminAnalytics.path,
  imagesBatch: ROUTES.imagesBatch.path,
  transforms: ROUTES.transforms.path,
  transformsBatch: ROUTES.transformsBatch.path,
  formsSubmit: ROUTES.formsSubmit.path,
} as const;

/** docs/product/api.md#analytics's own (bare) analytics paths, aliases of the {api} ones. */
export const BARE_ANALYTICS_PATHS = {
  dailyAnalytics: '/daily-analytics',
  dailyDetailedAnalytics: '/daily-detailed-analytics',
  referralDailyAnalytics: '/referral-daily-analytics',
  notifyUnsupportedProcedure: '/notify-unsupported-procedure',
} as const;

/**
 * Where the widget sends product events for a clinic that configured a Mixpanel token
 * (mixpanel-browser's own default host, named so the page's CSP can allow exactly it).
 */
export const MIXPANEL_API_HOST = 'https://api-js.mixpanel.com';

/** The form-flow image and transform calls carry `?source=form`. */
export const FORM_SOURCE = 'form';

/** The scheme word of the session Authorization header: `Authorization: session <token>`. */
export const SESSION_AUTH_SCHEME = 'session';

/** The scheme word of the clinic admin calls: `Authorization: Bearer <admin key>`. */
export const ADMIN_AUTH_SCHEME = 'Bearer';
