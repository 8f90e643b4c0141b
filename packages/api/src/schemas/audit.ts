import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_TARGET_KINDS } from '@afterlook/domain';
import * as z from 'zod/mini';

/**
 * The clinic's audit trail (our addition): GET {api}/admin/audit, owners (and admin
 * keys) only, newest first. No row carries anything of a patient's: a lead is named by
 * its patient_uuid alone.
 */

/** ?limit (default AUDIT_PAGE_SIZE) and ?cursor. */
export const AuditQuery = z.object({
  limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200)))),
  /** The next_cursor of the previous page. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** Small facts of an action: the new status, the fields changed, a count; never patient data. */
export const AuditDetail = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
);
export type AuditDetail = z.infer<typeof AuditDetail>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    /** The staff member's or admin key's id; null for the server's command line. */
    id: z.nullable(z.string()),
    /** The staff member's email or 'Admin key …abcd' as it was then; null for the CLI. */
    label: z.nullable(z.string()),
  }),
  /** What it was done to; null when the action names nothing (an export of many, a sign-in). */
  target: z.nullable(
    z.object({
      kind: z.enum(AUDIT_TARGET_KINDS),
      id: z.string(),
      /** A team member's email or an admin key's hint; null for a lead. */
      label: z.nullable(z.string()),
    }),
  ),
  detail: AuditDetail,
  /** The client's network (IPv4 /24, IPv6 /48); null for the command line. */
  address: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditResponse = z.object({
  entries: z.array(AuditEntry),
  /** Pass as ?cursor= for the next (older) page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type AuditResponse = z.infer<typeof AuditResponse>;
