import {
  ANALYTICS_COUNT_TYPES,
  DEVICE_KINDS,
  LEAD_LIMITS,
  NOT_CAPTURED,
  PRODUCT_EVENTS,
} from '@afterlook/domain';
import * as z from 'zod/mini';
import { FormNameSchema, ProcedureSchema, trimmed } from './common.ts';

export { NOT_CAPTURED };

export const AnalyticsCountTypeSchema = z.enum(ANALYTICS_COUNT_TYPES);

/** POST {api}/daily-analytics (also served at the contract's bare /daily-analytics) */
export const DailyAnalyticsRequest = z.object({
  form_name: FormNameSchema,
  daily_analytics_count_type: AnalyticsCountTypeSchema,
});
export type DailyAnalyticsRequest = z.infer<typeof DailyAnalyticsRequest>;

/** POST {api}/daily-detailed-analytics (one per ctaCopy value per session). */
export const DailyDetailedAnalyticsRequest = z.object({
  form_name: FormNameSchema,
  cta_copy: z.nullable(z.string().check(z.maxLength(50))),
  form_version: z.nullable(z.string().check(z.maxLength(50))),
  device_type: z.enum(DEVICE_KINDS),
  daily_analytics_count_type: AnalyticsCountTypeSchema,
});
export type DailyDetailedAnalyticsRequest = z.infer<typeof DailyDetailedAnalyticsRequest>;

/** POST {api}/referral-daily-analytics; referrer is 'direct' when absent. */
export const ReferralDailyAnalyticsRequest = z.object({
  form_name: FormNameSchema,
  referrer: z.string().check(z.minLength(1), z.maxLength(2048)),
});
export type ReferralDailyAnalyticsRequest = z.infer<typeof ReferralDailyAnalyticsRequest>;

/** POST {api}/notify-unsupported-procedure (missing details sent as 'Not captured'). */
export const NotifyUnsupportedProcedureRequest = z.object({
  name: trimmed(200),
  email: z.string().check(z.trim(), z.maxLength(LEAD_LIMITS.emailMaxLength)),
  procedure_type: z.union([ProcedureSchema, z.literal(NOT_CAPTURED)]),
});
export type NotifyUnsupportedProcedureRequest = z.infer<typeof NotifyUnsupportedProcedureRequest>;

/** The widget ignores these answers (docs/product/api.md#analytics); shape ours: an acknowledgement. */
export const AnalyticsAck = z.object({ recorded: z.boolean() });
export type AnalyticsAck = z.infer<typeof AnalyticsAck>;

/** Limits of a first-party product event's properties. */
export const PRODUCT_EVENT_LIMITS = {
  maxProperties: 20,
  maxKeyLength: 64,
  maxStringLength: 500,
  /** The properties as JSON, in bytes. */
  maxBytes: 4096,
} as const;

const PropertyValue = z.union([
  z.string().check(z.maxLength(PRODUCT_EVENT_LIMITS.maxStringLength)),
  z.number().check(z.refine(Number.isFinite, 'Must be a finite number')),
  z.boolean(),
  z.null(),
]);

export const ProductEventProperties = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(PRODUCT_EVENT_LIMITS.maxKeyLength)),
    PropertyValue,
  )
  .check(
    z.refine((value) => Object.keys(value).length <= PRODUCT_EVENT_LIMITS.maxProperties, {
      message: `At most ${PRODUCT_EVENT_LIMITS.maxProperties} properties`,
    }),
    z.refine(
      (value) =>
        new TextEncoder().encode(JSON.stringify(value)).length <= PRODUCT_EVENT_LIMITS.maxBytes,
      { message: `Properties must fit in ${PRODUCT_EVENT_LIMITS.maxBytes} bytes of JSON` },
    ),
  );
export type ProductEventProperties = z.infer<typeof ProductEventProperties>;

/** POST {api}/events: a named product event of docs/product/api.md#analytics, kept first-party. */
export const ProductEventRequest = z.strictObject({
  name: z.enum(PRODUCT_EVENTS),
  properties: z._default(ProductEventProperties, {}),
});
export type ProductEventRequest = z.input<typeof ProductEventRequest>;
