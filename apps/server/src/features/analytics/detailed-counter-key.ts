/**
 * What tells a clinic's detailed counters apart within its day: with clinic_id, the
 * daily_detailed_analytics table's unique key (one row a day per form, count type, CTA
 * copy, form version and device).
 */
export const DETAILED_COUNTER_KEY = [
  'day',
  'form_name',
  'count_type',
  'cta_copy',
  'form_version',
  'device_type',
] as const;
