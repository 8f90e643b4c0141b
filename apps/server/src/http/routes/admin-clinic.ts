import {
  ClinicSettings,
  ClinicSettingsPatch,
  ROUTES,
  SdkKeysResponse,
  SettingsErrorBody,
  StaffInviteBody,
  StaffLink,
  StaffListResponse,
  StaffMember,
  StaffMemberParams,
  StaffUpdateBody,
} from '@afterlook/api';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  parseSettingsPatch,
  readClinicSettings,
  toClinicSettings,
} from '../../features/clinics/clinic-settings.ts';
import { listSdkKeys } from '../../features/clinics/list-sdk-keys.ts';
import { rotateSdkKey } from '../../features/clinics/rotate-sdk-key.ts';
import { updateClinic } from '../../features/clinics/update-clinic.ts';
import { cancelInvite } from '../../features/staff/cancel-invite.ts';
import { inviteStaff } from '../../features/staff/invite-staff.ts';
import { listStaff } from '../../features/staff/list-staff.ts';
import { removeStaff } from '../../features/staff/remove-staff.ts';
import {
  INVITE_ERROR_KINDS,
  STAFF_CHANGE_ERROR_KINDS,
} from '../../features/staff/staff-error-kinds.ts';
import { staffLinkUrl } from '../../features/staff/staff-links.ts';
import { updateStaff } from '../../features/staff/update-staff.ts';
import { auditCall } from '../audit/audit-call.ts';
import { callerOf, requireClinicCaller, requireOwner } from '../auth/require-clinic-caller.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError, replyWithKind } from '../reply-with-error.ts';
import { clinicRoute } from './clinic-route.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * The clinic's own set-up from the dashboard: settings, SDK keys and team. Everyone
 * signed in reads; only owners (and admin keys) change.
 */
export function registerAdminClinicRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const ADMIN_RATE_LIMIT = routeLimit(app, 'adminCalls', 'admin');
  // A fresh array per route (see exporters in admin.ts): the rate limit pushes onto it.
  const owners = () => [requireClinicCaller, requireOwner];
  /** Links go out on the product's public address, else the one this request reached. */
  const baseUrl = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  typed.get(
    ROUTES.adminSettings.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's settings",
      response: { 200: ClinicSettings, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readClinicSettings(app.db, callerOf(request).clinicId);
    },
  );

  typed.put(
    ROUTES.adminSettingsUpdate.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary: "Change some of the clinic's settings (owners); 400 names each failing field",
        body: ClinicSettingsPatch,
        response: { 200: ClinicSettings, 400: SettingsErrorBody, ...errorAnswers(401, 403, 429) },
      },
      owners(),
    ),
    async (request, reply) => {
      const parsed = parseSettingsPatch(request.body, app.config);
      if (!parsed.ok) {
        return replyWithKind(reply, 'invalid', {
          error: 'invalid_settings',
          message: Object.entries(parsed.fields)
            .map(([field, problem]) => `${field}: ${problem}`)
            .join('; '),
          fields: parsed.fields,
        });
      }
      const updated = await updateClinic(app.db, callerOf(request).clinicId, parsed.patch, {
        clock: app.clock,
        cipher: app.ports.cipher,
      });
      if (!updated.ok) throw new Error('the caller’s clinic is gone');
      // The fields' names only: their values are the clinic's own, and one is a key.
      await auditCall(request, 'settings.update', {
        detail: { fields: Object.keys(request.body).sort() },
      });
      return toClinicSettings(updated.value);
    },
  );

  typed.get(
    ROUTES.adminSdkKeys.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary:
        "The clinic's SDK keys that open sessions (current first, then those in grace); the key itself for owners only",
      response: { 200: SdkKeysResponse, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { clinicId, role } = callerOf(request);
      const reveal = role === 'owner';
      return {
        keys: await listSdkKeys(app.db, app.ports.cipher, clinicId, app.clock(), { reveal }),
      };
    },
  );

  typed.post(
    ROUTES.adminSdkKeyRotate.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary: `Issue a new SDK key (owners); the old one keeps working ${STAFF_ACCOUNT_RULES.sdkKeyGraceMs / 3_600_000} hours`,
        response: { 200: SdkKeysResponse, ...errorAnswers(401, 403, 429) },
      },
      owners(),
    ),
    async (request, reply) => {
      const clinicId = callerOf(request).clinicId;
      const rotated = await rotateSdkKey(app.db, clinicId, {
        clock: app.clock,
        graceMs: STAFF_ACCOUNT_RULES.sdkKeyGraceMs,
        cipher: app.ports.cipher,
      });
      if (!rotated.ok) throw new Error('the caller’s clinic is gone');
      request.log.info({ clinicId }, 'SDK key rotated from the dashboard');
      await auditCall(request, 'sdk_key.rotate', {
        detail: { grace_hours: STAFF_ACCOUNT_RULES.sdkKeyGraceMs / 3_600_000 },
      });
      reply.header('cache-control', 'no-store');
      const keys = await listSdkKeys(app.db, app.ports.cipher, clinicId, app.clock(), {
        reveal: true,
      });
      return { keys };
    },
  );

  typed.get(
    ROUTES.adminStaff.path,
    clinicRoute(ADMIN_RATE_LIMIT, {
      summary: "The clinic's team",
      response: { 200: StaffListResponse, ...errorAnswers(401, 429) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { staff: await listStaff(app.db, callerOf(request).clinicId) };
    },
  );

  typed.post(
    ROUTES.adminStaffInvite.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          'Invite someone (owners): a one-time link to hand them, valid 7 days (409 only when they are already on this team)',
        body: StaffInviteBody,
        response: { 201: StaffLink, ...errorAnswers(400, 401, 403, 409, 429) },
      },
      owners(),
    ),
    async (request, reply) => {
      const { email, role } = request.body;
      const invited = await inviteStaff(
        app.db,
        callerOf(request).clinicId,
        email,
        role,
        app.clock(),
      );
      if (!invited.ok) return replyWithError(reply, invited, INVITE_ERROR_KINDS);
      await auditCall(request, 'staff.invite', {
        target: { kind: 'staff', id: invited.value.staffId, label: email },
        detail: { role },
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        url: staffLinkUrl(baseUrl(request), 'invite', invited.value.token),
        expires_at: invited.value.expires_at,
      });
    },
  );

  typed.delete(
    ROUTES.adminStaffRemove.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary: 'Remove a team member (owners); their sessions end at once',
        params: StaffMemberParams,
        response: { 200: z.object({ id: z.string() }), ...errorAnswers(401, 403, 404, 409, 429) },
      },
      owners(),
    ),
    async (request, reply) => {
      const removed = await removeStaff(
        app.db,
        callerOf(request).clinicId,
        request.params.staff_id,
        app.clock(),
      );
      if (!removed.ok) return replyWithError(reply, removed, STAFF_CHANGE_ERROR_KINDS);
      const { id, email } = removed.value;
      await auditCall(request, 'staff.remove', { target: { kind: 'staff', id, label: email } });
      return { id };
    },
  );

  typed.delete(
    ROUTES.adminStaffCancelInvite.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          'Cancel an invite nobody accepted yet (owners); its link then says it was cancelled',
        params: StaffMemberParams,
        response: { 200: z.object({ id: z.string() }), ...errorAnswers(401, 403, 404, 429) },
      },
      owners(),
    ),
    async (request, reply) => {
      const cancelled = await cancelInvite(
        app.db,
        callerOf(request).clinicId,
        request.params.staff_id,
        app.clock(),
      );
      if (!cancelled.ok) {
        return replyWithKind(reply, 'not_found', cancelled);
      }
      const { id, email } = cancelled.value;
      await auditCall(request, 'staff.invite_cancel', {
        target: { kind: 'staff', id, label: email },
      });
      return { id };
    },
  );

  typed.put(
    ROUTES.adminStaffUpdate.path,
    clinicRoute(
      ADMIN_RATE_LIMIT,
      {
        summary:
          "Change a member's role, or whether a staff member may export and delete patients' data (owners)",
        params: StaffMemberParams,
        body: StaffUpdateBody,
        response: { 200: StaffMember, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
      owners(),
    ),
    async (request, reply) => {
      const updated = await updateStaff(
        app.db,
        callerOf(request).clinicId,
        request.params.staff_id,
        request.body,
        app.clock(),
      );
      if (!updated.ok) return replyWithError(reply, updated, STAFF_CHANGE_ERROR_KINDS);
      const { before, after, permissionChanged } = updated.value;
      const target = { kind: 'staff', id: after.id, label: after.email } as const;
      if (before.role !== after.role) {
        await auditCall(request, 'staff.role_change', {
          target,
          detail: { from: before.role, to: after.role },
        });
      }
      if (permissionChanged) {
        await auditCall(request, 'staff.permission_change', {
          target,
          detail: { can_export_and_delete: request.body.can_export_and_delete === true },
        });
      }
      reply.header('cache-control', 'no-store');
      return after;
    },
  );
}
