/**
 * What tells a clinic's daily counters apart within its day: with clinic_id, the
 * daily_analytics table's unique key (one row a day per form and count type).
 */
export const DAILY_COUNTER_KEY = ['day', 'form_name', 'count_type'] as const;

/**
 * The detailed counters split the daily ones further: with clinic_id, the
 * daily_detailed_analytics table's unique key (one row a day per form, count type, CTA
 * copy, form version and device).
 */
export const DETAILED_COUNTER_KEY = [
  ...DAILY_COUNTER_KEY,
  'cta_copy',
  'form_version',
  'device_type',
] as const;
