// Finding 16's rules where they live, on SQLite and PostgreSQL alike: the indexes that
// let two clinics invite one email while only one account of it is active, the sign-in
// attempts' counting (a count and a max read back as each driver types them), and the
// cancelled invite links.
import { STAFF_ACCOUNT_RULES } from '@afterlook/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../adapters/crypto/create-field-cipher.ts';
import { loadKeyring } from '../../adapters/crypto/keyring.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { cancelInvite } from './cancel-invite.ts';
import { inviteStaff } from './invite-staff.ts';
import { setPasswordWithLink } from './set-password-with-link.ts';
import { signIn } from './sign-in.ts';
import { recordSignInSuccess, signInAttemptKeys } from './sign-in-attempts.ts';

const PASSWORD = 'plum orchard at dusk';

describe.each(TEST_DIALECTS)('staff accounts on $name', (dialect) => {
  let t: TestDb;
  const folder = makeTempDir();
  const cipher = createFieldCipher(
    loadKeyring(folder.path, { keys: undefined, indexKey: undefined }),
  );
  afterEach(async () => {
    await t.dispose();
  });
  afterAll(() => folder.remove());

  const clinic = async (name: string) => {
    const created = await createClinic(t.db, NewClinic.parse({ name }));
    if (!created.ok) throw new Error(created.message);
    return created.value.id;
  };
  const invite = async (clinicId: string, email: string, now: Date) => {
    const made = await inviteStaff(t.db, clinicId, email, 'owner', now);
    if (!made.ok) throw new Error(made.message);
    return made.value;
  };

  it('finding 16: one email pending at two clinics, active at one only; a cancelled link says so', async () => {
    t = await dialect.open();
    const now = new Date();
    const [first, second] = [await clinic('First'), await clinic('Second')];
    const there = await invite(first, 'both@clinics.example', now);
    const here = await invite(second, 'both@clinics.example', now);
    expect(await setPasswordWithLink(t.db, 'invite', there.token, PASSWORD, now)).toMatchObject({
      ok: true,
    });
    expect(await setPasswordWithLink(t.db, 'invite', here.token, PASSWORD, now)).toMatchObject({
      ok: false,
      error: 'invite_unavailable',
    });
    const rows = await t.db
      .selectFrom('staff_users')
      .select(['clinic_id', 'password_hash'])
      .where('email', '=', 'both@clinics.example')
      .execute();
    expect(rows.filter((row) => row.password_hash !== null).map((row) => row.clinic_id)).toEqual([
      first,
    ]);

    // Two clinics' invites of one new email accepted at the same moment: one account.
    const racing = await Promise.all(
      [first, second].map(async (clinicId) => {
        const made = await invite(clinicId, 'racing@clinics.example', now);
        return setPasswordWithLink(t.db, 'invite', made.token, PASSWORD, now);
      }),
    );
    expect(racing.map((result) => (result.ok ? 'ok' : result.error)).sort()).toEqual([
      'invite_unavailable',
      'ok',
    ]);

    const again = await invite(second, 'both@clinics.example', now);
    expect(await cancelInvite(t.db, second, again.staffId, now)).toEqual({
      ok: true,
      value: { id: again.staffId, email: 'both@clinics.example' },
    });
    expect(await setPasswordWithLink(t.db, 'invite', again.token, PASSWORD, now)).toMatchObject({
      ok: false,
      error: 'invite_cancelled',
    });
  });

  it('finding 16: failures shut out one address; the rest only slow the email down, never at its own address', async () => {
    t = await dialect.open();
    const start = Date.parse('2026-03-01T09:00:00.000Z');
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const made = await invite(await clinic('Third'), 'owner@third.example', at(0));
    await setPasswordWithLink(t.db, 'invite', made.token, PASSWORD, at(0));
    const keys = (address: string) => signInAttemptKeys(cipher, 'owner@third.example', address);
    await recordSignInSuccess(t.db, keys('home'), at(0));
    const attempt = (address: string, password: string, seconds: number) =>
      signIn(t.db, keys(address), 'owner@third.example', password, at(seconds));

    for (let i = 0; i < STAFF_ACCOUNT_RULES.lockoutFailures; i += 1) {
      expect(await attempt('foreign', 'a wrong guess!', 1)).toMatchObject({
        error: 'invalid_credentials',
      });
    }
    const shut = await attempt('foreign', PASSWORD, 2);
    expect(shut).toMatchObject({ ok: false, error: 'account_locked' });
    expect(shut.retryAfterMs).toBeGreaterThan(STAFF_ACCOUNT_RULES.lockoutWindowMs - 5_000);
    expect((await attempt('café', PASSWORD, 3)).ok).toBe(true);

    // Failures from many addresses: past the threshold a new address waits (up to a
    // minute), the owner's own does not; the wait ends on its own.
    for (let host = 0; host < STAFF_ACCOUNT_RULES.backoffAfterFailures; host += 1) {
      await attempt(`bot-${host}`, 'a wrong guess!', 10);
    }
    const slowed = await attempt('airport', PASSWORD, 10);
    expect(slowed).toMatchObject({ ok: false, error: 'account_locked' });
    expect(slowed.retryAfterMs).toBeLessThanOrEqual(STAFF_ACCOUNT_RULES.backoffMaxMs);
    expect((await attempt('home', PASSWORD, 10)).ok).toBe(true);
    expect(
      (await attempt('airport', PASSWORD, 10 + STAFF_ACCOUNT_RULES.backoffMaxMs / 1000)).ok,
    ).toBe(true);
  });
});
