import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '@afterlook/api';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { inviteStaff } from './invite-staff.ts';
import { issuePasswordReset } from './issue-password-reset.ts';

// Staff accounts end to end over HTTP: an invite link, a password, a cookie session with
// its CSRF token, the lockout, a reset that ends other sessions, and sign-out.
let t: TestApp;
let clinicId: string;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  clinicId = (await demoAdminKey(t)).clinicId;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookie: string | null;
  setCookie: string | null;
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string | null; csrf?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.csrf) headers[CSRF_HEADER] = options.csrf;
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const setCookie = response.headers.get('set-cookie');
  const pair = setCookie?.split(';')[0] ?? null;
  return {
    status: response.status,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookie: pair?.startsWith(`${STAFF_SESSION_COOKIE}=`) ? pair : null,
    setCookie,
  };
}

async function invitedOwner(email: string) {
  const invite = await inviteStaff(t.app.db, clinicId, email, 'owner', new Date());
  if (!invite.ok) throw new Error(invite.message);
  const accepted = await call('POST', '/api/v1/staff/accept-invite', {
    body: { token: invite.value.token, password: PASSWORD },
  });
  expect(accepted.status).toBe(200);
  return accepted;
}

describe('staff sign-in', () => {
  it('accepting an invite sets an HttpOnly, SameSite=Lax cookie and answers who is signed in', async () => {
    const accepted = await invitedOwner('owner@clinic.example');
    expect(accepted.setCookie).toMatch(/HttpOnly/i);
    expect(accepted.setCookie).toMatch(/SameSite=Lax/i);
    expect(accepted.body).toMatchObject({
      user: { email: 'owner@clinic.example', role: 'owner' },
      clinic: { id: clinicId },
    });
    const me = await call('GET', '/api/v1/staff/me', { cookie: accepted.cookie });
    expect(me.status).toBe(200);
    expect(me.body.csrf_token).toBe(accepted.body.csrf_token);
  });

  it('an invite link works once', async () => {
    const invite = await inviteStaff(
      t.app.db,
      clinicId,
      'once@clinic.example',
      'staff',
      new Date(),
    );
    if (!invite.ok) throw new Error(invite.message);
    const body = { token: invite.value.token, password: PASSWORD };
    expect((await call('POST', '/api/v1/staff/accept-invite', { body })).status).toBe(200);
    const again = await call('POST', '/api/v1/staff/accept-invite', { body });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_link');
  });

  it('a short password is refused with the rule, and nothing is stored', async () => {
    const invite = await inviteStaff(
      t.app.db,
      clinicId,
      'short@clinic.example',
      'staff',
      new Date(),
    );
    if (!invite.ok) throw new Error(invite.message);
    const short = await call('POST', '/api/v1/staff/accept-invite', {
      body: { token: invite.value.token, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(
      `at least ${STAFF_ACCOUNT_RULES.passwordMinLength} characters`,
    );
    const row = await t.app.db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('email', '=', 'short@clinic.example')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
  });

  it('passwords are stored as argon2id hashes only', async () => {
    const row = await t.app.db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('email', '=', 'owner@clinic.example')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('a state-changing call without the CSRF token is refused; with it, it runs', async () => {
    const signedIn = await call('POST', '/api/v1/staff/login', {
      body: { email: 'OWNER@clinic.example', password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const change = { body: { theme_color: '#112233' }, cookie: signedIn.cookie };
    const refused = await call('PUT', '/api/v1/admin/settings', change);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('csrf_failed');
    const wrong = await call('PUT', '/api/v1/admin/settings', { ...change, csrf: 'not-it' });
    expect(wrong.status).toBe(403);
    const done = await call('PUT', '/api/v1/admin/settings', {
      ...change,
      csrf: String(signedIn.body.csrf_token),
    });
    expect(done.status).toBe(200);
    expect(done.body.theme_color).toBe('#112233');
  });

  it('five wrong passwords from one address shut it out of the account; the right one then fails too, with Retry-After', async () => {
    await invitedOwner('locked@clinic.example');
    const attempt = (password: string) =>
      call('POST', '/api/v1/staff/login', { body: { email: 'locked@clinic.example', password } });
    for (let i = 0; i < STAFF_ACCOUNT_RULES.lockoutFailures; i += 1) {
      expect((await attempt('wrong password!')).status).toBe(401);
    }
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('account_locked');
  });

  it('an unknown email and a wrong password answer alike', async () => {
    const unknown = await call('POST', '/api/v1/staff/login', {
      body: { email: 'nobody@clinic.example', password: PASSWORD },
    });
    const wrong = await call('POST', '/api/v1/staff/login', {
      body: { email: 'owner@clinic.example', password: 'not the password' },
    });
    expect(unknown).toMatchObject({ status: 401 });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a password reset ends the other sessions and signs in with the new password', async () => {
    const first = await invitedOwner('reset@clinic.example');
    const reset = await issuePasswordReset(t.app.db, 'reset@clinic.example', new Date());
    if (!reset.ok) throw new Error(reset.message);
    const renewed = await call('POST', '/api/v1/staff/reset-password', {
      body: { token: reset.value.token, password: 'a brand new password' },
    });
    expect(renewed.status).toBe(200);
    expect((await call('GET', '/api/v1/staff/me', { cookie: first.cookie })).status).toBe(401);
    expect((await call('GET', '/api/v1/staff/me', { cookie: renewed.cookie })).status).toBe(200);
  });

  it('signing out ends the session on the server', async () => {
    const signedIn = await call('POST', '/api/v1/staff/login', {
      body: { email: 'owner@clinic.example', password: PASSWORD },
    });
    const csrf = String(signedIn.body.csrf_token);
    expect(
      (await call('POST', '/api/v1/staff/logout', { cookie: signedIn.cookie, csrf })).status,
    ).toBe(204);
    expect((await call('GET', '/api/v1/admin/leads', { cookie: signedIn.cookie })).status).toBe(
      401,
    );
  });
});
