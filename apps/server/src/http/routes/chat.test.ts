import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_ENGINE_TEXTS, parseRelatedQuestions, RATE_LIMITS } from '@afterlook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { updateClinic } from '../../features/clinics/update-clinic.ts';
import { otherClinic } from '../../testing/support/lead-fixtures.ts';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DOCTOR = '/api/v1/openai/chat';
const TIER1 = '/api/v1/chat/plastic-surgery';
const chat = (content: string, extra: Record<string, unknown> = {}) => ({
  content,
  temperature: 0.5,
  max_tokens: 500,
  history: [],
  ...extra,
});

async function spanishSession(app: TestApp): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/v1/sessions`, {
    method: 'POST',
    headers: { authorization: app.config.demoSdkKey, 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'es' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A photo this session uploaded through the images API: its download URL. */
async function uploadedPhoto(app: TestApp, token: string): Promise<string> {
  const ticket = (await postJson(`${app.baseUrl}/api/v1/patient-images?timestamp=1`, token))
    .body as { upload_url: string; download_url: string };
  expect((await putImage(app.baseUrl, ticket.upload_url, await makePng(64, 64))).status).toBe(200);
  return ticket.download_url;
}

/** The clinic of the app's one demo session. */
const sessionClinicId = async (app: TestApp) =>
  (await app.app.db.selectFrom('sessions').select('clinic_id').executeTakeFirstOrThrow()).clinic_id;

describe('POST /api/v1/openai/chat (doctor chatbot)', { timeout: 60_000 }, () => {
  it('answers on topic in English and Spanish, with related questions in the spec format', async () => {
    t = await startTestApp();
    const en = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      await t.demoSession(),
      chat('How long is recovery after a tummy tuck?'),
    );
    expect(en.status).toBe(200);
    const body = en.body as { response: string; questions: string[] };
    expect(body.response).toMatch(/^Recovery after a tummy tuck/);
    expect(body.questions).toHaveLength(1);
    expect(body.questions[0]).toMatch(/^"[^"]+\?", "/);
    expect(parseRelatedQuestions(body.questions)).toContain('What are the risks of a tummy tuck?');

    const es = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      await spanishSession(t),
      chat('¿Cuánto dura la recuperación de una abdominoplastia?'),
    );
    expect((es.body as { response: string }).response).toMatch(
      /^La recuperación de una abdominoplastia/,
    );
  });

  it('refuses a dose and invites a consultation', async () => {
    t = await startTestApp();
    const answer = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      await t.demoSession(),
      chat('How much ibuprofen should I take after surgery?'),
    );
    expect((answer.body as { response: string }).response).toMatch(
      /can't tell you which medicine or dose.*schedule a consultation/s,
    );
  });

  it("answers from the clinic's own FAQ once it changes", async () => {
    t = await startTestApp();
    const token = await t.demoSession();
    const clinicId = await sessionClinicId(t);
    await updateClinic(t.app.db, clinicId, {
      chat_faq: [
        {
          question: 'Is there parking at the clinic?',
          answer: 'Yes, free parking behind the building.',
        },
      ],
    });
    const answer = await postJson(`${t.baseUrl}${DOCTOR}`, token, chat('is there parking?'));
    expect((answer.body as { response: string }).response).toBe(
      'Yes, free parking behind the building.',
    );
  });

  it("answers the practice's own facts from its settings, and says so when one is not set", async () => {
    t = await startTestApp();
    const token = await t.demoSession();
    const clinicId = await sessionClinicId(t);
    await updateClinic(t.app.db, clinicId, {
      practice_facts: { hours: 'Monday to Friday, 9 am to 6 pm; Saturday 10 am to 2 pm.' },
    });
    const ask = async (route: string, content: string) =>
      ((await postJson(`${t?.baseUrl}${route}`, token, chat(content))).body as { response: string })
        .response;
    expect(await ask(DOCTOR, 'are you open on saturday?')).toBe(
      'Our opening hours: Monday to Friday, 9 am to 6 pm; Saturday 10 am to 2 pm.',
    );
    expect(await ask(TIER1, 'a que hora abren el sabado?')).toBe(
      'Nuestro horario: Monday to Friday, 9 am to 6 pm; Saturday 10 am to 2 pm.',
    );
    expect(await ask(TIER1, 'do you offer financing?')).toBe(
      "I don't have our financing options here. A patient coordinator can tell you: would you like to talk to one?",
    );
  });

  it("takes an attached photo only from the session's own uploads", async () => {
    t = await startTestApp();
    const owner = await t.demoSession();
    const photo = await uploadedPhoto(t, owner);
    expect(
      (await postJson(`${t.baseUrl}${DOCTOR}`, owner, chat('what is a bbl', { image_url: photo })))
        .status,
    ).toBe(200);
    const stranger = await t.demoSession();
    const refused = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      stranger,
      chat('what is a bbl', { image_url: photo }),
    );
    expect(refused).toMatchObject({ status: 404, body: { error: 'image_not_found' } });
    const other = await otherClinic(t);
    const foreign = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      other.session,
      chat('what is a bbl', { image_url: photo }),
    );
    expect(foreign.status).toBe(404);
  });

  it('never assesses a photo: it says so plainly and offers a simulation or a consultation', async () => {
    t = await startTestApp();
    const token = await t.demoSession();
    const photo = await uploadedPhoto(t, token);
    const answer = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      token,
      chat('What do you think about my shape?', { image_url: photo }),
    );
    const body = answer.body as { response: string; questions: string[] };
    expect(body.response).toBe(CHAT_ENGINE_TEXTS.en.photoNotAssessed);
    expect(parseRelatedQuestions(body.questions)).toEqual([
      CHAT_ENGINE_TEXTS.en.questions.simulation,
      CHAT_ENGINE_TEXTS.en.questions.consultation,
    ]);
    const spanish = await postJson(
      `${t.baseUrl}${DOCTOR}`,
      token,
      chat('¿Qué opinas de mi figura?', { image_url: photo }),
    );
    expect((spanish.body as { response: string }).response).toBe(
      CHAT_ENGINE_TEXTS.es.photoNotAssessed,
    );
  });

  it('refuses an over-long message or history with a clear 400, and needs a session', async () => {
    t = await startTestApp();
    const token = await t.demoSession();
    const long = await postJson(`${t.baseUrl}${DOCTOR}`, token, chat('a'.repeat(5001)));
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toMatch(/content.*5000/);
    const history = Array.from({ length: 21 }, () => ({ prompt: 'q', response: 'a' }));
    expect((await postJson(`${t.baseUrl}${DOCTOR}`, token, chat('hi', { history }))).status).toBe(
      400,
    );
    expect((await postJson(`${t.baseUrl}${DOCTOR}`, token, chat('   '))).status).toBe(400);
    const anonymous = await fetch(`${t.baseUrl}${DOCTOR}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chat('hi')),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a clinic's own chat endpoint", { timeout: 60_000 }, () => {
  it('answers through it with its sealed key, and through kb when it fails', async () => {
    const seen: (string | undefined)[] = [];
    let failing = false;
    const llm = createServer((request, response) => {
      seen.push(request.headers.authorization);
      request.resume();
      request.on('end', () => {
        if (failing) return response.writeHead(503).end();
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'From the clinic model.' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    try {
      t = await startTestApp();
      const token = await t.demoSession();
      const { clinic_id: clinicId } = await t.app.db
        .selectFrom('sessions')
        .select('clinic_id')
        .executeTakeFirstOrThrow();
      await updateClinic(
        t.app.db,
        clinicId,
        {
          chat_llm_url: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
          chat_llm_model: 'clinic-model',
          chat_llm_api_key: 'sk-clinic-key',
        },
        { cipher: t.app.ports.cipher },
      );
      const stored = await t.app.db
        .selectFrom('clinics')
        .select('chat_llm_api_key')
        .where('id', '=', clinicId)
        .executeTakeFirstOrThrow();
      expect(stored.chat_llm_api_key).not.toContain('sk-clinic-key');

      const answer = await postJson(`${t.baseUrl}${DOCTOR}`, token, chat('what is a bbl'));
      expect((answer.body as { response: string }).response).toBe('From the clinic model.');
      expect(seen).toEqual(['Bearer sk-clinic-key']);
      failing = true;
      const fallback = await postJson(`${t.baseUrl}${DOCTOR}`, token, chat('what is a bbl'));
      expect((fallback.body as { response: string }).response).toMatch(/^A Brazilian butt lift/);
    } finally {
      llm.closeAllConnections();
      await new Promise((resolve) => llm.close(resolve));
    }
  });
});

describe('POST /api/v1/chat/plastic-surgery (tier-1 assistant)', { timeout: 60_000 }, () => {
  it('raises the flags that switch the flow, and answers other questions', async () => {
    t = await startTestApp();
    const token = await t.demoSession();
    const ask = async (content: string) =>
      (await postJson(`${t?.baseUrl}${TIER1}`, token, chat(content))).body;
    expect(await ask('I want to talk to a patient coordinator')).toMatchObject({
      should_collect_contact_info: true,
      should_simulate: false,
      procedure_to_simulate: null,
    });
    expect(await ask('show me how I would look')).toMatchObject({
      should_simulate: true,
      procedure_to_simulate: null,
      response: "Let's see your possible results. Which procedure should we start with?",
    });
    expect(await ask('simula un levantamiento de gluteos')).toMatchObject({
      should_simulate: true,
      procedure_to_simulate: 'BBL',
      response: 'Perfecto, simulemos un levantamiento de glúteos brasileño (BBL).',
    });
    expect(await ask('what is a tummy tuck?')).toMatchObject({
      should_collect_contact_info: false,
      should_simulate: false,
      response: expect.stringMatching(/^A tummy tuck \(abdominoplasty\)/),
    });
    // A procedure the simulation does not do: named, with what it does, as a sentence.
    const nose = (await ask('can u show me with a smaller nose')) as { response: string };
    expect(nose).toMatchObject({ should_simulate: false, procedure_to_simulate: null });
    expect(nose.response).toMatch(
      /^I can't simulate a rhinoplasty: the simulation shows .+, and .+\./,
    );
    const nariz = (await ask('puedes mostrarme con la nariz mas pequeña')) as { response: string };
    expect(nariz.response).toMatch(/^No puedo simular una rinoplastia: .+ y un .+\./);
  });
});

describe('chat limits', { timeout: 60_000 }, () => {
  it('limits each session, with Retry-After', async () => {
    t = await startTestApp({}, { limits: { rate: { chatCalls: { max: 2, windowMs: 60_000 } } } });
    const token = await t.demoSession();
    for (let i = 0; i < 2; i += 1) {
      expect((await postJson(`${t.baseUrl}${TIER1}`, token, chat('hi'))).status).toBe(200);
    }
    const response = await fetch(`${t.baseUrl}${DOCTOR}`, {
      method: 'POST',
      headers: { authorization: `session ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(chat('hi')),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another session is not held back by this one.
    expect(
      (await postJson(`${t.baseUrl}${DOCTOR}`, await t.demoSession(), chat('hi'))).status,
    ).toBe(200);
  });

  it('limits each address across fresh sessions, with Retry-After', async () => {
    t = await startTestApp(
      {},
      { limits: { rate: { chatCallsPerAddress: { max: 3, windowMs: 60_000 } } } },
    );
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await postJson(`${t.baseUrl}${DOCTOR}`, await t.demoSession(), chat('hi'))).status,
      ).toBe(200);
    }
    const response = await fetch(`${t.baseUrl}${DOCTOR}`, {
      method: 'POST',
      headers: {
        authorization: `session ${await t.demoSession()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(chat('hi')),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(RATE_LIMITS.chatCallsPerAddress.max).toBeGreaterThan(RATE_LIMITS.chatCalls.max);
  });
});
