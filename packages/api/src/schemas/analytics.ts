import { ANALYTICS_COUNT_TYPES, DEVICE_KINDS } from '@afterlook/domain';
import { z } from 'zod';
import { FormNameSchema, ProcedureSchema } from './common.ts';

export const AnalyticsCountTypeSchema = z.enum(ANALYTICS_COUNT_TYPES);

/** POST {api}/daily-analytics */
export const DailyAnalyticsRequest = z.object({
  form_name: FormNameSchema,
  daily_analytics_count_type: AnalyticsCountTypeSchema,
});
export type DailyAnalyticsRequest = z.infer<typeof DailyAnalyticsRequest>;

/** POST {api}/daily-detailed-analytics (one per ctaCopy value per session). */
export const DailyDetailedAnalyticsRequest = z.object({
  form_name: FormNameSchema,
  cta_copy: z.string().max(50).nullable(),
  form_version: z.string().max(50).nullable(),
  device_type: z.enum(DEVICE_KINDS),
  daily_analytics_count_type: AnalyticsCountTypeSchema,
});
export type DailyDetailedAnalyticsRequest = z.infer<typeof DailyDetailedAnalyticsRequest>;

/** POST {api}/referral-daily-analytics; referrer is 'direct' when absent. */
export const ReferralDailyAnalyticsRequest = z.object({
  form_name: FormNameSchema,
  referrer: z.string().min(1).max(2048),
});
export type ReferralDailyAnalyticsRequest = z.infer<typeof ReferralDailyAnalyticsRequest>;

/** Value sent for a detail the visitor never gave (SPEC.md §7.4). */
export const NOT_CAPTURED = 'Not captured';

/** POST {api}/notify-unsupported-procedure */
export const NotifyUnsupportedProcedureRequest = z.object({
  name: z.string().max(200),
  email: z.string().max(254),
  procedure_type: z.union([ProcedureSchema, z.literal(NOT_CAPTURED)]),
});
export type NotifyUnsupportedProcedureRequest = z.infer<typeof NotifyUnsupportedProcedureRequest>;

/** The widget ignores these answers (SPEC.md §7.4); shape ours: an acknowledgement. */
export const AnalyticsAck = z.object({ recorded: z.boolean() });
export type AnalyticsAck = z.infer<typeof AnalyticsAck>;
