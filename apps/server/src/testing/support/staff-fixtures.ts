import { CSRF_HEADER, ROUTES, STAFF_SESSION_COOKIE } from '@afterlook/api';
import type { StaffRole } from '@afterlook/domain';
import { inviteStaff } from '../../features/staff/invite-staff.ts';
import type { TestApp } from './start-test-app.ts';

export const STAFF_PASSWORD = 'correct horse battery';

/** A signed-in staff member as their browser holds them: the cookie and the CSRF token. */
export interface SignedInStaff {
  readonly cookie: string;
  readonly csrf: string;
  readonly staffId: string;
}

/** Invites someone to a clinic and accepts the link over HTTP (a real sign-up). */
export async function signedInStaff(
  t: TestApp,
  clinicId: string,
  email: string,
  role: StaffRole,
): Promise<SignedInStaff> {
  const invite = await inviteStaff(t.app.db, clinicId, email, role, new Date());
  if (!invite.ok) throw new Error(invite.message);
  const response = await fetch(`${t.baseUrl}${ROUTES.staffAcceptInvite.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: invite.value.token, password: STAFF_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`accept-invite: ${response.status}`);
  const me = (await response.json()) as { csrf_token: string; user: { id: string } };
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  if (!cookie.startsWith(`${STAFF_SESSION_COOKIE}=`)) throw new Error('no session cookie');
  return { cookie, csrf: me.csrf_token, staffId: me.user.id };
}

/** A call of the dashboard as that staff member's browser makes it. */
export async function staffCall(
  t: TestApp,
  staff: SignedInStaff,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: {
      cookie: staff.cookie,
      [CSRF_HEADER]: staff.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, text: await response.text() };
}
