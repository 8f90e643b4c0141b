// Finding 16 (issue 28, trust round 3): the lockout told which staff emails exist and let
// anyone lock an owner out; an invite named other clinics' accounts; a pending owner invite
// could not be cancelled; ten spaces made a password; each sign-in route had its own
// budget. Each test below proves one of these closed, over real HTTP with addresses as
// the trusted proxy reports them (X-Forwarded-For, TRUST_PROXY on).
import { ROUTES } from '@afterlook/api';
import { RATE_LIMITS, STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdversarialRow } from '../../testing/adversarial/adversarial-table.ts';
import { demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import {
  type SignedInStaff,
  STAFF_PASSWORD,
  signedInStaff,
  staffCall,
} from '../../testing/support/staff-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { inviteStaff } from './invite-staff.ts';
import { hashPassword } from './password.ts';

let t: TestApp;
let demoClinicId: string;
let demoOwner: SignedInStaff;
const summary = { probes: 0, enumerations: 0, ownerLockouts: 0, fiveXx: 0, pastBudget: 0 };

beforeAll(async () => {
  t = await startTestApp({ trustProxy: true }, { media: { startQueue: false } });
  demoClinicId = (await demoAdminKey(t)).clinicId;
  demoOwner = await signedInStaff(t, demoClinicId, 'owner@f16.example', 'owner');
});
afterAll(async () => {
  await t.close();
  recordAdversarialRow({
    surface: 'Accounts: sign-in lockout, invites, shared budget',
    tried: summary.probes,
    held: `${summary.enumerations} answers told a known email from an unknown one; ${summary.ownerLockouts} owner lockouts`,
    fiveXx: summary.fiveXx,
    recordsLost: null,
    limitsBypassed: summary.pastBudget,
  });
});

interface Answer {
  readonly status: number;
  readonly body: { error?: string; message?: string; url?: string; expires_at?: string };
  readonly retryAfter: number | null;
  readonly ms: number;
}

/** A public staff call from a client address (as the trusted proxy reports it). */
async function post(path: string, body: unknown, address: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 500) summary.fiveXx += 1;
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    body: text.startsWith('{') ? JSON.parse(text) : {},
    retryAfter: retryAfter === null ? null : Number(retryAfter),
    ms: performance.now() - started,
  };
}

const login = (email: string, password: string, address: string) =>
  post(ROUTES.staffLogin.path, { email, password }, address);
const accept = (token: string, password: string, address: string) =>
  post(ROUTES.staffAcceptInvite.path, { token, password }, address);
const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('finding 16: staff accounts', { timeout: 120_000 }, () => {
  it('finding 16: a known, an invited and an unknown email answer alike through the lockout: status, body, Retry-After and time', async () => {
    const ROUNDS = 4;
    // Each email: its failures up to the lockout, then three tries while shut out.
    const TRIES = STAFF_ACCOUNT_RULES.lockoutFailures + 3;
    const kinds = ['known', 'invited', 'unknown'] as const;
    // answers[kind][round][attempt]
    const answers: Record<(typeof kinds)[number], Answer[][]> = {
      known: [],
      invited: [],
      unknown: [],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = (kind: string) => `${kind}-${round}@f16.example`;
      await signedInStaff(t, demoClinicId, email('known'), 'staff');
      await inviteStaff(t.app.db, demoClinicId, email('invited'), 'staff', new Date());
      for (const kind of kinds) answers[kind][round] = [];
      for (let i = 0; i < TRIES; i += 1) {
        // Interleaved, in turns, each email from its own address: load falls on all alike.
        for (let turn = 0; turn < kinds.length; turn += 1) {
          const at = (turn + i) % kinds.length;
          const kind = kinds[at] ?? 'known';
          const answer = await login(email(kind), 'a wrong guess!', `203.0.113.${round * 4 + at}`);
          answers[kind][round]?.push(answer);
          summary.probes += 1;
        }
      }
    }
    const seen = (answer: Answer) => ({
      status: answer.status,
      body: answer.body,
      retryAfter: answer.retryAfter === null ? null : answer.retryAfter > 0,
    });
    const known = answers.known.flat();
    for (const other of [answers.invited.flat(), answers.unknown.flat()]) {
      summary.enumerations += known.filter(
        (answer, i) => JSON.stringify(seen(answer)) !== JSON.stringify(seen(other[i] ?? answer)),
      ).length;
      expect(other.map(seen)).toEqual(known.map(seen));
    }
    expect(answers.known[0]?.map((answer) => answer.status)).toEqual([
      ...Array(STAFF_ACCOUNT_RULES.lockoutFailures).fill(401),
      429,
      429,
      429,
    ]);
    expect(known.at(-1)?.body.error).toBe('account_locked');
    // The same wait, to the second (the windows opened a few ms apart).
    const waits = kinds.map((kind) => answers[kind].at(-1)?.at(-1)?.retryAfter ?? 0);
    expect(Math.max(...waits) - Math.min(...waits)).toBeLessThanOrEqual(1);
    // And the same time: one argon2 verification per failure, none while shut out. Paired
    // attempts (same round, same try) cancel the machine's changing load out; a gap must
    // stay under half a verification (an unknown email verifying while a known one is shut
    // out, or the reverse, shows a whole one).
    const failing = (_: Answer, i: number) => i % TRIES < STAFF_ACCOUNT_RULES.lockoutFailures;
    const shut = (answer: Answer, i: number) => !failing(answer, i);
    const verification = median(known.filter(failing).map((answer) => answer.ms));
    for (const phase of [failing, shut]) {
      const knownMs = known.filter(phase).map((answer) => answer.ms);
      for (const kind of ['invited', 'unknown'] as const) {
        const otherMs = answers[kind]
          .flat()
          .filter(phase)
          .map((answer) => answer.ms);
        const gap = median(knownMs.map((ms, i) => ms - (otherMs[i] ?? ms)));
        expect(
          Math.abs(gap),
          `${kind}, ${phase === failing ? 'failing' : 'shut out'}: median gap ${Math.round(gap)} ms, a verification ${Math.round(verification)} ms`,
        ).toBeLessThan(verification / 2);
      }
    }
  });

  it("finding 16: an attacker hammering the owner's email from elsewhere never keeps the owner out", async () => {
    const email = 'owner@f16.example';
    const home = '198.51.100.7';
    // The owner signs in from the clinic's address once: it is now the account's own.
    expect((await login(email, STAFF_PASSWORD, home)).status).toBe(200);

    // One foreign address: five failures, then it alone is shut out (and its budget ends).
    const hammered = [];
    for (let i = 0; i < 30; i += 1) {
      hammered.push((await login(email, `guess number ${i}`, '192.0.2.66')).status);
      summary.probes += 1;
    }
    expect(hammered.filter((status) => status === 401)).toHaveLength(
      STAFF_ACCOUNT_RULES.lockoutFailures,
    );
    expect(new Set(hammered)).toEqual(new Set([401, 429]));
    // The owner, from home and from a café never seen before: in at once, right password.
    for (const address of [home, '198.51.100.80']) {
      const owner = await login(email, STAFF_PASSWORD, address);
      if (owner.status !== 200) summary.ownerLockouts += 1;
      expect(owner.status).toBe(200);
    }

    // Many foreign addresses: past the backoff threshold the email slows down for new
    // addresses (a minute at most, never a 15-minute lock), never for the owner's own.
    for (let host = 1; host <= 4; host += 1) {
      for (let i = 0; i < STAFF_ACCOUNT_RULES.lockoutFailures; i += 1) {
        await login(email, `botnet guess ${i}`, `192.0.2.${100 + host}`);
        summary.probes += 1;
      }
    }
    const stranger = await login(email, STAFF_PASSWORD, '198.51.100.99');
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBeGreaterThan(0);
    expect(stranger.retryAfter).toBeLessThanOrEqual(STAFF_ACCOUNT_RULES.backoffMaxMs / 1000);
    const owner = await login(email, STAFF_PASSWORD, home);
    if (owner.status !== 200) summary.ownerLockouts += 1;
    expect(owner.status).toBe(200);
  });

  it('finding 16: inviting an email that has an account with another clinic answers as a fresh invite, and accepting it moves nothing', async () => {
    const other = await otherClinic(t, 'f16-other-clinic-key');
    await signedInStaff(t, other.clinicId, 'taken@elsewhere.example', 'owner');
    const invite = (email: string) =>
      staffCall(t, demoOwner, 'POST', ROUTES.adminStaffInvite.path, { email, role: 'staff' });
    const taken = await invite('taken@elsewhere.example');
    const fresh = await invite('fresh@nowhere.example');
    expect([taken.status, fresh.status]).toEqual([201, 201]);
    const shape = (text: string) =>
      Object.entries(JSON.parse(text) as Record<string, string>).map(([key, value]) => [
        key,
        value.replace(/al_invite_[\w-]+/, 'TOKEN').replace(/\d/g, '0'),
      ]);
    expect(shape(taken.text)).toEqual(shape(fresh.text));
    const team = JSON.parse((await staffCall(t, demoOwner, 'GET', ROUTES.adminStaff.path)).text);
    for (const email of ['taken@elsewhere.example', 'fresh@nowhere.example']) {
      expect(team.staff).toContainEqual(expect.objectContaining({ email, status: 'invited' }));
    }

    // Accepting the taken one: a neutral refusal that names no clinic; the account stays.
    const link = (JSON.parse(taken.text) as { url: string }).url;
    const refused = await accept(tokenOf(link), 'a whole new passphrase', '198.51.100.20');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invite_unavailable');
    expect(refused.body.message).not.toMatch(/other clinic|another clinic|Other Clinic/i);
    const still = await login('taken@elsewhere.example', STAFF_PASSWORD, '198.51.100.20');
    expect(still.status).toBe(200);
    expect(still.body).toMatchObject({ clinic: { id: other.clinicId } });
    const freshLink = (JSON.parse(fresh.text) as { url: string }).url;
    expect(
      (await accept(tokenOf(freshLink), 'a whole new passphrase', '198.51.100.20')).status,
    ).toBe(200);
  });

  it('finding 16: a pending invite is cancelled, an owner invite by the only owner too; its link then says so', async () => {
    const clinic = await otherClinic(t, 'f16-cancel-clinic-key');
    const soleOwner = await signedInStaff(t, clinic.clinicId, 'sole@f16.example', 'owner');
    const invite = async (email: string) => {
      const made = await staffCall(t, soleOwner, 'POST', ROUTES.adminStaffInvite.path, {
        email,
        role: 'owner',
      });
      expect(made.status).toBe(201);
      const team = JSON.parse((await staffCall(t, soleOwner, 'GET', ROUTES.adminStaff.path)).text);
      const member = (team.staff as { id: string; email: string }[]).find(
        (each) => each.email === email,
      );
      return {
        id: member?.id ?? '',
        token: tokenOf((JSON.parse(made.text) as { url: string }).url),
      };
    };
    const path = (route: { path: string }, id: string) => route.path.replace(':staff_id', id);

    const first = await invite('co-owner@f16.example');
    const cancelled = await staffCall(
      t,
      soleOwner,
      'DELETE',
      path(ROUTES.adminStaffCancelInvite, first.id),
    );
    expect(cancelled.status).toBe(200);
    const team = (await staffCall(t, soleOwner, 'GET', ROUTES.adminStaff.path)).text;
    expect(team).not.toContain('co-owner@f16.example');
    const late = await accept(first.token, 'a whole new passphrase', '198.51.100.30');
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invite_cancelled');
    expect(late.body.message).toMatch(/cancelled/);

    // Removing the pending owner from the team is cancelling it too (it was last_owner).
    const second = await invite('other-co-owner@f16.example');
    expect(
      (await staffCall(t, soleOwner, 'DELETE', path(ROUTES.adminStaffRemove, second.id))).status,
    ).toBe(200);
    expect((await accept(second.token, 'a whole new passphrase', '198.51.100.30')).body.error).toBe(
      'invite_cancelled',
    );

    // Not an invite of this clinic, or already accepted: not found.
    const theirs = await inviteStaff(
      t.app.db,
      demoClinicId,
      'theirs@f16.example',
      'staff',
      new Date(),
    );
    if (!theirs.ok) throw new Error(theirs.message);
    for (const id of [theirs.value.staffId, soleOwner.staffId]) {
      expect(
        (await staffCall(t, soleOwner, 'DELETE', path(ROUTES.adminStaffCancelInvite, id))).status,
      ).toBe(404);
    }
  });

  it('finding 16: blank, repeated, short and common passwords are refused on the server with their rule; older short passwords still sign in', async () => {
    const invited = await inviteStaff(
      t.app.db,
      demoClinicId,
      'weak@f16.example',
      'staff',
      new Date(),
    );
    if (!invited.ok) throw new Error(invited.message);
    const refusals: [string, string][] = [
      [' '.repeat(10), 'password_too_short'],
      ['\u0000'.repeat(12), 'password_blank'],
      [' '.repeat(12), 'password_blank'],
      ['aaaaaaaaaa', 'password_too_short'],
      ['aaaaaaaaaaaa', 'password_repeated'],
      ['abcabcabcabc', 'password_repeated'],
      ['qwerty123456', 'password_common'],
      ['Password2024!', 'password_common'],
    ];
    for (const [password, error] of refusals) {
      const answer = await accept(invited.value.token, password, '198.51.100.40');
      expect([answer.status, answer.body.error], JSON.stringify(password)).toEqual([400, error]);
    }
    const row = await t.app.db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('email', '=', 'weak@f16.example')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const good = await accept(invited.value.token, 'plum orchard at dusk', '198.51.100.40');
    expect(good.status).toBe(200);

    // An account whose password was set under the old 10-character rule keeps signing in.
    await t.app.db
      .updateTable('staff_users')
      .set({ password_hash: await hashPassword('ten chars!') })
      .where('email', '=', 'weak@f16.example')
      .execute();
    expect((await login('weak@f16.example', 'ten chars!', '198.51.100.41')).status).toBe(200);
  });

  it('finding 16: login, accept-invite and reset share one budget per address', async () => {
    const address = '203.0.113.200';
    const { max } = RATE_LIMITS.staffSignIn;
    const third = Math.floor(max / 3);
    const token = (purpose: string, i: number) =>
      `al_${purpose}_no-such-token-${i}`.padEnd(24, '0');
    const statuses: number[] = [];
    for (let i = 0; i < max; i += 1) {
      const answer =
        i < third
          ? await login(`someone-${i}@f16.example`, 'a wrong guess!', address)
          : i < 2 * third
            ? await accept(token('invite', i), 'plum orchard at dusk', address)
            : await post(
                ROUTES.staffResetPassword.path,
                { token: token('reset', i), password: 'plum orchard at dusk' },
                address,
              );
      statuses.push(answer.status);
    }
    expect(statuses).not.toContain(429);
    const past = [
      await login('one-more@f16.example', 'a wrong guess!', address),
      await accept(token('invite', 99), 'plum orchard at dusk', address),
      await post(
        ROUTES.staffResetPassword.path,
        { token: token('reset', 99), password: 'plum orchard at dusk' },
        address,
      ),
    ];
    summary.probes += statuses.length + past.length;
    summary.pastBudget += past.filter((answer) => answer.status !== 429).length;
    for (const answer of past) {
      expect(answer.status).toBe(429);
      expect(answer.body.error).toBe('rate_limited');
      expect(answer.retryAfter).toBeGreaterThan(0);
    }
    // Another address has its own budget.
    expect((await login('one-more@f16.example', 'a wrong guess!', '203.0.113.201')).status).toBe(
      401,
    );
  });
});
