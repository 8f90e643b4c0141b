import { emailKey, isEmailAddress, STAFF_ROLES } from '@afterlook/domain';
import * as z from 'zod/mini';

/**
 * The clinic staff's own calls (our addition): sign-in with email and password under
 * {api}/staff. A signed-in browser holds an HttpOnly session cookie and sends the
 * session's CSRF token as `X-CSRF-Token` on every call that changes something; the
 * same cookie then opens the clinic's calls under {api}/admin.
 */

export const STAFF_SESSION_COOKIE = 'afterlook_staff';
export const CSRF_HEADER = 'x-csrf-token';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/**
 * A staff member's email, internationalised ones too (`dueña@clínica.cl`), as the one
 * spelling accounts are stored and looked up by (emailKey: NFC, lower case, ASCII domain).
 */
const email = z
  .string()
  .check(
    z.trim(),
    z.maxLength(320),
    z.refine(isEmailAddress, 'Invalid email address'),
    z.overwrite(emailKey),
  );

/**
 * A new password: the server checks the account rules itself (length, blank, repeated,
 * common; @afterlook/domain password-rule) and answers each with its own error code, so
 * the schema only bounds the body.
 */
const newPassword = z.string().check(z.maxLength(1000));

/** A one-time token of an invite or reset link (the part after #token=). */
const linkToken = z.string().check(z.minLength(20), z.maxLength(200));

export const StaffLoginBody = z.object({ email, password: z.string().check(z.maxLength(200)) });
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

/** Accepting an invite or a reset link: the link's token and the new password. */
export const StaffSetPasswordBody = z.object({ token: linkToken, password: newPassword });
export type StaffSetPasswordBody = z.infer<typeof StaffSetPasswordBody>;

/** Who is signed in, for which clinic, and the CSRF token of this session. */
export const StaffMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    role: StaffRoleSchema,
    /** May export and delete patients' data (always for owners; staff when an owner allows). */
    can_export_and_delete: z.boolean(),
  }),
  clinic: z.object({ id: z.string(), name: z.string() }),
  csrf_token: z.string(),
  /** When this session ends at the latest (it also ends after 12 h without a call). */
  expires_at: z.string(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/** A person on the clinic's team; 'invited' until they accept the link. */
export const StaffMember = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  status: z.enum(['invited', 'active']),
  /** May export and delete patients' data: owners always, staff when an owner allows. */
  can_export_and_delete: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffListResponse = z.object({ staff: z.array(StaffMember) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

export const StaffInviteBody = z.object({ email, role: StaffRoleSchema });
export type StaffInviteBody = z.infer<typeof StaffInviteBody>;

/** A one-time link to hand to the person (no mail server is assumed). */
export const StaffLink = z.object({ url: z.string(), expires_at: z.string() });
export type StaffLink = z.infer<typeof StaffLink>;

export const StaffMemberParams = z.object({
  staff_id: z.string().check(z.minLength(1), z.maxLength(100)),
});

/**
 * An owner's change to a member: their role, and whether a staff member may export and
 * delete patients' data (an owner always may). Either or both.
 */
export const StaffUpdateBody = z
  .object({
    role: z.optional(StaffRoleSchema),
    can_export_and_delete: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.role !== undefined || body.can_export_and_delete !== undefined, {
      message: 'Give role, can_export_and_delete or both',
    }),
  );
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;
