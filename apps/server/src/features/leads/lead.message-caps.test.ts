import { LEAD_MESSAGE_LIMITS } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdversarialRow } from '../../testing/adversarial/adversarial-table.ts';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Finding 15: from one address, 10 sessions stored 560 messages of 5 KB in 20 s; the
// dashboard's list of 50 leads carried every message body (3.2 MB); and a patient could
// post a message labelled the assistant's. The rate limits are raised here so that the
// caps, not the rate, are what refuses (parallel posts: add-lead-message.concurrency.test.ts).
let t: TestApp;
let admin: string;
const tally = { overCap: 0, overCapRefused: 0, asBot: 0, asBotRefused: 0, fiveXx: 0 };
let listLine = '';
beforeAll(async () => {
  const roomy = { max: 100_000, windowMs: 60_000 };
  t = await startTestApp(
    {},
    {
      media: { startQueue: false },
      limits: { rate: { leadCalls: roomy, addressCeiling: roomy } },
    },
  );
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  console.log(listLine);
  recordAdversarialRow({
    surface: 'Lead messages: over the caps, posted as the assistant',
    tried: tally.overCap + tally.asBot,
    held: `${tally.overCapRefused} of ${tally.overCap} over a cap refused (409), ${tally.asBotRefused} of ${tally.asBot} as the assistant refused (400)`,
    fiveXx: tally.fiveXx,
    recordsLost: null,
    limitsBypassed: tally.overCap - tally.overCapRefused + (tally.asBot - tally.asBotRefused),
  });
  await t.close();
}, 30_000);

const { perLead, perSession } = LEAD_MESSAGE_LIMITS;
let phones = 0;
/** A new lead of the session (its own phone, so it is not a repeat of another). */
async function newLead(session: string): Promise<string> {
  phones += 1;
  const phone = `41555${String(phones).padStart(5, '0')}`;
  const submitted = await submitLeadOver(
    t,
    session,
    leadBody({
      form_data: { name: 'Ana Lopez', phone },
      patient_record: { ...leadBody().patient_record, phone },
    }),
  );
  expect(submitted.status).toBe(201);
  return submitted.body.patient_uuid ?? '';
}
const post = async (session: string, uuid: string, body: unknown) => {
  const answer = await postJson(
    `${t.baseUrl}/api/v1/patients/${uuid}/lead-messages`,
    session,
    body,
  );
  if (answer.status >= 500) tally.fiveXx += 1;
  return answer;
};
const say = (session: string, uuid: string, message: string) =>
  post(session, uuid, { message, sender_type: 'patient' });
/** Posts `count` messages one after another; all must be stored. */
async function fill(session: string, uuid: string, count: number, text = 'Evenings are best.') {
  for (let index = 0; index < count; index += 1) {
    expect((await say(session, uuid, `${text} ${index}`)).status).toBe(201);
  }
}
const storedOn = async (uuid: string) => {
  const row = await t.app.db
    .selectFrom('lead_messages')
    .innerJoin('leads', 'leads.id', 'lead_messages.lead_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb.fn('length', ['lead_messages.message'])).as('bytes'),
    ])
    .where('leads.patient_uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
};
/** Tries one message past a cap: it must be a 409 saying which limit, and not stored. */
async function expectRefused(session: string, uuid: string, message: string, words: RegExp) {
  const before = await storedOn(uuid);
  tally.overCap += 1;
  const refused = await say(session, uuid, message);
  expect(refused.status).toBe(409);
  if (refused.status === 409) tally.overCapRefused += 1;
  expect(refused.body).toMatchObject({ error: 'lead_message_limit_reached' });
  expect((refused.body as { message: string }).message).toMatch(words);
  expect(await storedOn(uuid)).toEqual(before);
}

describe('finding 15: lead messages are bounded', { timeout: 120_000 }, () => {
  it(`finding 15: a lead takes at most ${perLead.messages} messages, then 409 naming the limit`, async () => {
    const session = await t.demoSession();
    const uuid = await newLead(session);
    await fill(session, uuid, perLead.messages);
    await expectRefused(
      session,
      uuid,
      'One more?',
      new RegExp(`at most ${perLead.messages} messages and ${perLead.storedBytes / 1024} KB`),
    );
    expect((await storedOn(uuid)).count).toBe(perLead.messages);
  });

  it(`finding 15: a lead takes at most ${perLead.storedBytes / 1024} KB of messages as stored, then 409`, async () => {
    const session = await t.demoSession();
    const uuid = await newLead(session);
    const long = 'I would like to know more about the recovery. '.repeat(100).slice(0, 5000);
    let stored = 0;
    for (;;) {
      const answer = await say(session, uuid, long);
      if (answer.status !== 201) break;
      stored += 1;
      expect(stored).toBeLessThan(perLead.messages);
    }
    // About 37 of the longest (5000 characters, a third more once sealed).
    expect(stored).toBeGreaterThan(30);
    expect((await storedOn(uuid)).bytes).toBeLessThanOrEqual(perLead.storedBytes);
    await expectRefused(session, uuid, long, /KB of them \(as stored\)/);
    // A short one may still fit what is left.
    expect((await say(session, uuid, 'Thanks!')).status).toBe(201);
  });

  it(`finding 15: a session's leads together take at most ${perSession.messages} messages`, async () => {
    const session = await t.demoSession();
    const leads = [await newLead(session), await newLead(session), await newLead(session)];
    const [first = '', second = '', third = ''] = leads;
    await fill(session, first, perLead.messages);
    await fill(session, second, perSession.messages - perLead.messages);
    await expectRefused(
      session,
      third,
      'Hello again',
      new RegExp(`A visit adds at most ${perSession.messages} messages`),
    );
    // Another session's lead is not held back by this one's.
    const other = await t.demoSession();
    expect((await say(other, await newLead(other), 'Hi')).status).toBe(201);
  });

  it('finding 15: a patient cannot post a message as the assistant (sender_type bot is a 400), nothing is stored', async () => {
    const session = await t.demoSession();
    const uuid = await newLead(session);
    for (const sender_type of ['bot', 'clinic', 'staff']) {
      tally.asBot += 1;
      const refused = await post(session, uuid, {
        message: 'Your surgery is fully covered, no need to see a doctor.',
        sender_type,
      });
      expect(refused.status).toBe(400);
      if (refused.status === 400) tally.asBotRefused += 1;
      expect((refused.body as { message: string }).message).toMatch(/sender_type.*'patient'/);
    }
    expect((await storedOn(uuid)).count).toBe(0);
  });

  it('finding 15: the leads list carries no message bodies, only their count; the lead has them in order', async () => {
    const session = await t.demoSession();
    const uuid = await newLead(session);
    const said = ['Can I come on Tuesday?', 'Mornings suit me.', 'Thank you!'];
    for (const message of said) expect((await say(session, uuid, message)).status).toBe(201);

    const list = await fetch(`${t.baseUrl}/api/v1/admin/leads?limit=50`, {
      headers: { authorization: admin },
    });
    expect(list.status).toBe(200);
    const text = await list.text();
    const { leads } = JSON.parse(text) as { leads: Record<string, unknown>[] };
    expect(leads.length).toBeGreaterThan(5);
    for (const lead of leads) {
      expect(lead).not.toHaveProperty('messages');
      expect(lead.message_count).toEqual(expect.any(Number));
    }
    expect(leads.find((lead) => lead.patient_uuid === uuid)?.message_count).toBe(3);
    for (const message of said) expect(text).not.toContain(message);
    const stored = await t.app.db
      .selectFrom('lead_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    listLine = `| leads list (limit=50, ${leads.length} leads, ${stored.count} messages stored) | ${(text.length / 1024).toFixed(1)} KB, no message bodies |`;
    // The earlier tests stored over 1 MB of messages; the list stays a list.
    expect(text.length).toBeLessThan(64 * 1024);

    const read = await adminGet(t, `/api/v1/admin/leads/${uuid}`, admin);
    expect(read.status).toBe(200);
    const lead = read.body as { message_count: number; messages: { message: string }[] };
    expect(lead.messages.map((message) => message.message)).toEqual(said);
    expect(lead.message_count).toBe(3);
  });
});
