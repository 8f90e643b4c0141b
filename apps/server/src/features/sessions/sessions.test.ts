import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { rotateSdkKey } from '../clinics/rotate-sdk-key.ts';
import { createSession } from './create-session.ts';
import { deleteExpiredSessions } from './delete-expired-sessions.ts';
import { SESSION_TTL_MS } from './session-ttl.ts';
import { verifySession } from './verify-session.ts';

const at = (iso: string) => () => new Date(iso);

describe.each(TEST_DIALECTS)('session services on $name', (dialect) => {
  let t: TestDb;
  afterEach(async () => {
    await t.dispose();
  });

  const clinicWithKey = async (key: string) => {
    const created = await createClinic(t.db, { name: 'Clinic' }, { sdkKey: key });
    if (!created.ok) throw new Error(created.message);
    return created.value.id;
  };

  it('exchanges a key for a 24-hour session of its clinic', async () => {
    t = await dialect.open();
    const clinicId = await clinicWithKey('clinic-key-1');
    const session = await createSession(t.db, 'clinic-key-1', at('2026-01-01T00:00:00.000Z'));
    if (!session.ok) throw new Error(session.message);
    expect(session.value.access_token).toMatch(/^al_at_/);
    expect(session.value.expires_at).toBe(
      new Date(Date.parse('2026-01-01') + SESSION_TTL_MS).toISOString(),
    );
    const verified = await verifySession(
      t.db,
      session.value.access_token,
      at('2026-01-01T23:59:59.000Z'),
    );
    expect(verified).toEqual({
      ok: true,
      value: { sessionId: session.value.id, clinicId, keyEpoch: 0, lang: 'en' },
    });
  });

  it("keeps the session's language for the texts the server writes", async () => {
    t = await dialect.open();
    await clinicWithKey('clinic-key-1');
    const session = await createSession(t.db, 'clinic-key-1', undefined, 'es');
    if (!session.ok) throw new Error(session.message);
    expect(await verifySession(t.db, session.value.access_token)).toMatchObject({
      ok: true,
      value: { lang: 'es' },
    });
  });

  it('refuses unknown keys and unknown tokens', async () => {
    t = await dialect.open();
    expect(await createSession(t.db, 'who-knows')).toMatchObject({
      ok: false,
      error: 'unknown_sdk_key',
    });
    expect(await verifySession(t.db, 'al_at_forged')).toMatchObject({
      ok: false,
      error: 'invalid_session',
    });
  });

  it('expires a session after 24 hours and cleans it up', async () => {
    t = await dialect.open();
    await clinicWithKey('clinic-key-1');
    const session = await createSession(t.db, 'clinic-key-1', at('2026-01-01T00:00:00.000Z'));
    if (!session.ok) throw new Error(session.message);
    const later = at('2026-01-02T00:00:00.000Z');
    expect(await verifySession(t.db, session.value.access_token, later)).toMatchObject({
      ok: false,
      error: 'expired_session',
    });
    expect(await deleteExpiredSessions(t.db, later)).toBe(1);
  });

  it('ends the sessions of a key when the key is rotated', async () => {
    t = await dialect.open();
    const clinicId = await clinicWithKey('clinic-key-1');
    const session = await createSession(t.db, 'clinic-key-1');
    if (!session.ok) throw new Error(session.message);
    await rotateSdkKey(t.db, clinicId);
    expect(await verifySession(t.db, session.value.access_token)).toMatchObject({
      ok: false,
      error: 'invalid_session',
    });
    expect(await createSession(t.db, 'clinic-key-1')).toMatchObject({
      ok: false,
      error: 'unknown_sdk_key',
    });
  });
});
