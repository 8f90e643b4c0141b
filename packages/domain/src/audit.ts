/**
 * The clinic's audit trail (the dashboard's Activity page): who exported, deleted or
 * changed what, when and from which network. A row names a lead by its id only, never
 * by anything of the patient's.
 */

/** Every action the trail records. */
export const AUDIT_ACTIONS = [
  /** Leads exported in bulk: the dashboard's CSV, or the CLI's `leads`. */
  'leads.export',
  /** One patient's data exported (an access request). */
  'lead.export',
  /** One lead deleted for good (an erasure request). */
  'lead.delete',
  'lead.status_change',
  /** A lead given to a member of the clinic (or taken back): detail.to names the member. */
  'lead.assign',
  'settings.update',
  'sdk_key.rotate',
  'admin_key.create',
  'admin_key.revoke',
  /** The data key that seals patients' data, rotated (the CLI; every clinic records it). */
  'data_key.rotate',
  /** The webhook signing secret shown (an owner with their password, or the CLI). */
  'webhook_secret.reveal',
  /** A new webhook signing secret (an owner with their password). */
  'webhook_secret.rotate',
  'staff.invite',
  'staff.invite_cancel',
  'staff.remove',
  'staff.role_change',
  'staff.permission_change',
  /**
   * A sign-in that opened a session (password, invite or reset link). Failed ones are
   * not in the trail: they are counted per email and address for the lockout, and most
   * name no account of the clinic.
   */
  'staff.sign_in',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a staff member, an admin API key, or the operator at the server's CLI. */
export const AUDIT_ACTOR_KINDS = ['staff', 'admin_key', 'cli'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** What an action was done to: a lead (by id), a team member, an admin key. */
export const AUDIT_TARGET_KINDS = ['lead', 'staff', 'admin_key'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** How a sign-in opened its session. */
export const SIGN_IN_METHODS = ['password', 'invite', 'reset'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * How long the trail keeps a row (AUDIT_RETENTION_DAYS, the operator's setting: a
 * clinic's owner cannot shorten the record of what was done in it).
 */
export const AUDIT_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;

/** Rows per page of the Activity page. */
export const AUDIT_PAGE_SIZE = 50;
