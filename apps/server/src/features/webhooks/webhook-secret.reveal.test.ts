import { ROUTES } from '@afterlook/api';
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { type SpawnedServer, spawnServer } from '../../testing/support/spawn-server.ts';
import {
  type SignedInStaff,
  STAFF_PASSWORD,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { startWebhookReceiver } from '../../testing/support/webhook-receiver.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { inviteStaff } from '../staff/invite-staff.ts';
import { webhookSecret } from './webhook-secret.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

// The signing secret in the dashboard (issue 31: it could only be read with the CLI):
// an owner signed in reveals or rotates it by typing their password again, checked as a
// sign-in is; nobody else gets it, and it never reaches the log.
let t: TestApp;
let clinicId: string;
let owner: SignedInStaff;
beforeAll(async () => {
  t = await startTestApp({ webhookAllowPrivate: true });
  clinicId = (await demoAdminKey(t)).clinicId;
  owner = await signedInStaff(t, clinicId, 'owner.secret@clinic.example', 'owner');
});
afterAll(async () => {
  await t.close();
});

const reveal = (staff: SignedInStaff, password: string) =>
  staffCall(t, staff, 'POST', ROUTES.adminWebhookSecret.path, { password });
const rotate = (staff: SignedInStaff, password: string) =>
  staffCall(t, staff, 'POST', ROUTES.adminWebhookSecretRotate.path, { password });
const errorOf = (answer: { text: string }) => (JSON.parse(answer.text) as { error: string }).error;

describe('the webhook signing secret in the dashboard', { timeout: 60_000 }, () => {
  it('issue 31: an owner who types their password sees the secret; a wrong password is refused', async () => {
    const shown = await reveal(owner, STAFF_PASSWORD);
    expect(shown.status).toBe(200);
    const { secret } = JSON.parse(shown.text) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(secret).toBe(await webhookSecret(t.app.ports, clinicId));

    const wrong = await reveal(owner, 'not my password at all');
    expect(wrong.status).toBe(403);
    expect(errorOf(wrong)).toBe('wrong_password');
    expect(wrong.text).not.toContain(secret);
  });

  it('issue 31: a staff member, even with their password, and an admin key get 403', async () => {
    const staff = await signedInStaff(t, clinicId, 'staff.secret@clinic.example', 'staff');
    for (const answer of [
      await reveal(staff, STAFF_PASSWORD),
      await rotate(staff, STAFF_PASSWORD),
    ]) {
      expect(answer.status).toBe(403);
      expect(errorOf(answer)).toBe('owner_only');
      expect(answer.text).not.toContain('whsec_');
    }
    // An admin key has no password to type again: the secret stays with the CLI for it.
    const { adminKey } = await demoAdminKey(t);
    const byKey = await fetch(`${t.baseUrl}${ROUTES.adminWebhookSecret.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: STAFF_PASSWORD }),
    });
    expect(byKey.status).toBe(403);
    expect(((await byKey.json()) as { error: string }).error).toBe('staff_session_required');
  });

  it('issue 31: rotating gives a new secret that signs every delivery from then on', async () => {
    const before = await webhookSecret(t.app.ports, clinicId);
    const wrong = await rotate(owner, 'not my password at all');
    expect(wrong.status).toBe(403);
    expect(await webhookSecret(t.app.ports, clinicId)).toBe(before);

    const rotated = await rotate(owner, STAFF_PASSWORD);
    expect(rotated.status).toBe(200);
    const { secret } = JSON.parse(rotated.text) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(before);
    expect(await webhookSecret(t.app.ports, clinicId)).toBe(secret);

    const receiver = await startWebhookReceiver();
    try {
      await updateClinic(t.app.db, clinicId, { webhook_url: receiver.url });
      expect((await staffCall(t, owner, 'POST', ROUTES.adminWebhookTest.path)).status).toBe(202);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const [delivery] = receiver.received;
      const header = String(delivery?.headers[SIGNATURE_HEADER]);
      expect(verifyWebhook(secret, header, delivery?.body ?? '')).toBe(true);
      expect(verifyWebhook(before ?? '', header, delivery?.body ?? '')).toBe(false);
    } finally {
      await receiver.close();
    }
  });

  it('issue 31: wrong passwords lock the reveal like a sign-in, the right one too until the wait ends', async () => {
    const other = await signedInStaff(t, clinicId, 'owner.locked@clinic.example', 'owner');
    const tries = [];
    for (let i = 0; i < STAFF_ACCOUNT_RULES.lockoutFailures; i += 1) {
      tries.push((await reveal(other, `wrong password ${i}`)).status);
    }
    expect(tries).toEqual(Array(STAFF_ACCOUNT_RULES.lockoutFailures).fill(403));
    const locked = await reveal(other, STAFF_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.text).not.toContain('whsec_');
    // The same lock holds at the sign-in page: it is one count of failed sign-ins.
    const signIn = await fetch(`${t.baseUrl}${ROUTES.staffLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner.locked@clinic.example', password: STAFF_PASSWORD }),
    });
    await signIn.arrayBuffer();
    expect(signIn.status).toBe(429);
  });
});

describe('the webhook signing secret and the log', { timeout: 120_000 }, () => {
  const dir = makeTempDir();
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    dir.remove();
  });

  it('issue 31: neither the secret shown nor the password typed reaches the server log, at its most verbose', async () => {
    server = await spawnServer({
      DATA_DIR: `${dir.path}/data`,
      WIDGET_DIST: `${dir.path}/none`,
      WORKER_THREADS: '1',
      LOG_LEVEL: 'trace',
    });
    const db = createDb({ dataDir: `${dir.path}/data` });
    const clinic = await db
      .selectFrom('sdk_keys')
      .select('clinic_id')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const invite = await inviteStaff(
      db,
      clinic.clinic_id,
      'owner.log@clinic.example',
      'owner',
      new Date(),
    );
    await db.destroy();
    if (!invite.ok) throw new Error(invite.message);
    const spawned = { baseUrl: server.baseUrl } as TestApp;
    const accepted = await fetch(`${server.baseUrl}${ROUTES.staffAcceptInvite.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: invite.value.token, password: STAFF_PASSWORD }),
    });
    const me = (await accepted.json()) as { csrf_token: string; user: { id: string } };
    const logOwner: SignedInStaff = {
      cookie: accepted.headers.get('set-cookie')?.split(';')[0] ?? '',
      csrf: me.csrf_token,
      staffId: me.user.id,
    };
    const secrets: string[] = [];
    for (const path of [ROUTES.adminWebhookSecret.path, ROUTES.adminWebhookSecretRotate.path]) {
      const answer = await staffCall(spawned, logOwner, 'POST', path, { password: STAFF_PASSWORD });
      expect(answer.status).toBe(200);
      secrets.push((JSON.parse(answer.text) as { secret: string }).secret);
    }
    expect(
      (
        await staffCall(spawned, logOwner, 'POST', ROUTES.adminWebhookSecret.path, {
          password: 'a wrong one',
        })
      ).status,
    ).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = server.output();
    expect(log).toContain(ROUTES.adminWebhookSecretRotate.path);
    for (const secret of [...secrets, STAFF_PASSWORD, 'a wrong one']) {
      expect(log).not.toContain(secret);
    }
    console.log(
      `server log at trace: ${log.split('\n').length} lines, none holds the ${secrets.length} secrets shown or a password typed`,
    );
  });
});
