/**
 * Named product-analytics events (docs/product/api.md#analytics), exactly as the analytics service
 * receives them. Each carries 'Clinic Name'; some carry the properties below.
 */
export const PRODUCT_EVENTS = [
  'User Details Captured',
  'Form Submitted',
  'Form Started',
  'Form Opened',
  'Photo Capture Started',
  'Photo Capture Finished',
  'Simulation Complete',
  'Procedure Selected',
  'Ad View',
  'Chatbot Message Sent',
  'First Message Sent',
  'Patient Coordinator Button Clicked',
  'close modal',
  'procedure update',
  'Context Procedure Update',
] as const;
export type ProductEvent = (typeof PRODUCT_EVENTS)[number];

/** Property names of the named events. */
export const PRODUCT_EVENT_PROPERTIES = {
  clinicName: 'Clinic Name',
  procedure: 'Procedure',
  language: 'Language',
  version: 'Version',
  simulationType: 'Simulation Type',
  /** 'User Details Captured' only: the patient's name and phone, and where they left them. */
  name: 'Name',
  phone: 'Phone',
  note: 'Note',
  /** 'Photo Capture Finished': how many views the scan took. */
  views: 'Views',
} as const;

/**
 * The properties our own event log keeps: an allow-list, so a name, phone or e-mail
 * under any spelling ('tel', 'e_mail', 'Patient Phone') is never stored. The lead
 * already holds the patient's details, under the clinic's control (the clinic's own
 * analytics project, when it has one, receives 'Name' and 'Phone').
 */
const FIRST_PARTY_PROPERTIES: ReadonlySet<string> = new Set([
  PRODUCT_EVENT_PROPERTIES.clinicName,
  PRODUCT_EVENT_PROPERTIES.procedure,
  PRODUCT_EVENT_PROPERTIES.language,
  PRODUCT_EVENT_PROPERTIES.version,
  PRODUCT_EVENT_PROPERTIES.simulationType,
  PRODUCT_EVENT_PROPERTIES.note,
  PRODUCT_EVENT_PROPERTIES.views,
]);

/** An event's properties as our own event log may keep them (the allow-list above). */
export function withoutContactDetails<T>(
  properties: Readonly<Record<string, T>>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(properties).filter(([key]) => FIRST_PARTY_PROPERTIES.has(key)),
  );
}

/** The note on 'User Details Captured': which form and procedure the details were left on. */
export const userDetailsNote = (formName: string, procedure: string | null): string =>
  procedure ? `Details left on ${formName} for ${procedure}` : `Details left on ${formName}`;

/**
 * Once-only guards of the analytics calls (docs/product/state-machines.md#analytics-once-only-guards): daily counters once per
 * browser and day (localStorage), the referral counter and 'Form Started' once per
 * session (sessionStorage), the detailed visit once per ctaCopy value per session.
 */
export const ANALYTICS_GUARD_KEYS = {
  daily: (formName: string, countType: string, day: string) =>
    `afterlook.analytics.daily.${formName}.${countType}.${day}`,
  referral: (formName: string) => `afterlook.analytics.referral.${formName}`,
  formStarted: (formName: string) => `afterlook.analytics.formStarted.${formName}`,
  formOpened: (formName: string) => `afterlook.analytics.formOpened.${formName}`,
  detailedVisit: (formName: string, ctaCopy: string | null) =>
    `afterlook.analytics.detailedVisit.${formName}.${ctaCopy ?? ''}`,
  /** A simulation or submission by ctaCopy, form version and device (the dashboard's splits). */
  detailed: (formName: string, countType: string, ctaCopy: string | null) =>
    `afterlook.analytics.detailed.${formName}.${countType}.${ctaCopy ?? ''}`,
} as const;

/** The calendar day (UTC) a daily counter belongs to, e.g. '2025-03-14'. */
export const analyticsDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Value sent for a detail the visitor never gave in the unsupported-procedure
 * notification (docs/product/api.md#analytics: missing values sent as 'Not captured').
 */
export const NOT_CAPTURED = 'Not captured';
