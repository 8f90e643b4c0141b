import { join } from 'node:path';
import { LEAD_MESSAGE_LIMITS } from '@afterlook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../adapters/crypto/create-field-cipher.ts';
import { loadKeyring } from '../../adapters/crypto/keyring.ts';
import { systemClock } from '../../lib/clock.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { sealedLeadRow } from '../../testing/support/sealed-lead-row.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { createSession } from '../sessions/create-session.ts';
import { addLeadMessage } from './add-lead-message.ts';

// Finding 15, at the repository level on both databases: the caps hold when a session's
// messages arrive at once (PostgreSQL runs them on separate connections; the SQLite test
// server's single connection would serialise them anyway).
describe.each(TEST_DIALECTS)('lead message caps under concurrency on $name', (dialect) => {
  let testDb: TestDb;
  let dir: ReturnType<typeof makeTempDir>;
  afterEach(async () => {
    await testDb.dispose();
    dir.remove();
  });

  it('finding 15: messages posted together cannot pass the lead cap together', async () => {
    testDb = await dialect.open();
    dir = makeTempDir();
    const { db } = testDb;
    const created = await createClinic(db, NewClinic.parse({ name: 'Clinic' }));
    if (!created.ok) throw new Error(created.message);
    const session = await createSession(db, created.value.sdk_key);
    if (!session.ok) throw new Error(session.message);
    const cipher = createFieldCipher(
      loadKeyring(join(dir.path, 'keys'), { keys: undefined, indexKey: undefined }),
    );
    const lead = sealedLeadRow(
      cipher,
      created.value.id,
      { first_name: 'Ana', phone: '+14155550132' },
      { session_id: session.value.id },
    );
    await db.insertInto('leads').values(lead).execute();
    const deps = { db, cipher, clock: systemClock };
    const owner = { clinicId: created.value.id, sessionId: session.value.id };
    const add = (message: string) =>
      addLeadMessage(deps, owner, lead.patient_uuid, { message, sender_type: 'patient' });

    const room = 5;
    for (let index = 0; index < LEAD_MESSAGE_LIMITS.perLead.messages - room; index += 1) {
      expect((await add(`Before ${index}`)).ok).toBe(true);
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => add(`At once ${index}`)),
    );
    const refused = results.filter((result) => !result.ok).length;
    console.log(
      `| lead messages posted at once past the cap (${dialect.name}) | ${results.length} tried, ${results.length - refused} stored (room for ${room}), ${refused} refused |`,
    );
    expect(results.filter((result) => result.ok)).toHaveLength(room);
    expect(results.flatMap((result) => (result.ok ? [] : [result.error]))).toEqual(
      Array(20 - room).fill('lead_message_limit_reached'),
    );
    const stored = await db
      .selectFrom('lead_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(LEAD_MESSAGE_LIMITS.perLead.messages);
  }, 60_000);
});
