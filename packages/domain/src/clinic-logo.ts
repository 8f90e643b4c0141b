/**
 * A clinic's own logo, uploaded from the dashboard. We re-encode every upload (no SVG:
 * it can carry script), so what the widget shows is a plain raster we made.
 */
export const CLINIC_LOGO_RULES = {
  /** The file as uploaded; a logo is rarely above a few hundred KB. */
  maxBytes: 2 * 1024 * 1024,
  /** The longer side as served: the widget shows it at most 160 px wide (2× for retina). */
  maxSidePx: 512,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
export type ClinicLogoContentType = (typeof CLINIC_LOGO_RULES.contentTypes)[number];

/** The largest logo in MB (1 MB = 1,048,576 bytes), as the dashboard and the server say it. */
export const CLINIC_LOGO_MAX_MB = CLINIC_LOGO_RULES.maxBytes / 1_048_576;
