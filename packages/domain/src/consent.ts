/**
 * The consent line shown before a photo is uploaded or a scan starts. Each wording has
 * a version; a lead stores the version its patient continued past, so the clinic can
 * tell which words they agreed to. A new wording gets a new version at the end.
 */
export const CONSENT_VERSIONS = ['2026-11-23'] as const;
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number];
/** The wording the widget shows now (sections/consent.ts). */
export const CONSENT_VERSION: ConsentVersion = '2026-11-23';

/** Where the privacy policy a clinic can link to is served (en, or ?lang=es). */
export const PRIVACY_PATH = '/privacy';

/** Retention defaults the privacy policy states (a clinic may shorten them). */
export const RETENTION_DEFAULT_DAYS = { unattachedImages: 7, leads: 365 } as const;
