import {
  FOLLOW_UP_CONTACT_MAX_LENGTH,
  FOLLOW_UP_KINDS,
  FOLLOW_UP_STATUSES,
  PROMISE_KINDS,
  SAFETY_CATEGORIES,
} from '@afterlook/domain';
import * as z from 'zod/mini';
import { ProcedureSchema, trimmed } from './common.ts';

export const FollowUpKindSchema = z.enum(FOLLOW_UP_KINDS);

/**
 * POST {api}/follow-ups: the widget made the patient a promise the clinic must keep.
 * The contact comes from the integration's query (name, email, phone of /onboarding-scan),
 * as the integration gave it; an empty one is stored as 'Not captured'.
 */
export const FollowUpRequest = z.strictObject({
  kind: z.enum(PROMISE_KINDS),
  procedure: ProcedureSchema,
  name: z.optional(trimmed(FOLLOW_UP_CONTACT_MAX_LENGTH.name)),
  email: z.optional(trimmed(FOLLOW_UP_CONTACT_MAX_LENGTH.email)),
  phone: z.optional(trimmed(FOLLOW_UP_CONTACT_MAX_LENGTH.phone)),
});
export type FollowUpRequest = z.infer<typeof FollowUpRequest>;

/** The promise as recorded (the same one again for a repeat in the same session). */
export const FollowUpRecorded = z.object({ id: z.string(), due_at: z.string() });
export type FollowUpRecorded = z.infer<typeof FollowUpRecorded>;

/** GET {api}/admin/follow-ups?status=open|done (open by default), soonest due first. */
export const AdminFollowUpsQuery = z.object({
  status: z.optional(z.enum(FOLLOW_UP_STATUSES)),
});

export const AdminFollowUp = z.object({
  id: z.string(),
  kind: FollowUpKindSchema,
  /** The procedure promised; null for an urgent chat whose lead named none. */
  procedure: z.nullable(ProcedureSchema),
  /** Why an urgent chat was flagged (a safety category, never the patient's words). */
  reason: z.nullable(z.enum(SAFETY_CATEGORIES)),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  due_at: z.string(),
  done_at: z.nullable(z.string()),
  /** Who marked it done (a staff member's email, or the admin key's label). */
  done_by: z.nullable(z.string()),
});
export type AdminFollowUp = z.infer<typeof AdminFollowUp>;

export const AdminFollowUpsResponse = z.object({ follow_ups: z.array(AdminFollowUp) });
export type AdminFollowUpsResponse = z.infer<typeof AdminFollowUpsResponse>;

export const FollowUpParams = z.object({
  follow_up_id: z.string().check(z.minLength(1), z.maxLength(100)),
});
