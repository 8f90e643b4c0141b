import { type DoctorChatResponse, HttpError, type LeadSubmissionResponse } from '@afterlook/api';
import { formatRelatedQuestions, MESSAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadDraft, SubmitLeadInput } from '../../lead/lead-machine.ts';
import { leadMachine } from '../../lead/lead-machine.ts';
import type { LeadActor } from '../../lead/use-lead.ts';
import {
  type AskDoctorInput,
  type AttachConversationInput,
  type DoctorChatEmitted,
  type DoctorChatEvent,
  doctorChatMachine,
} from './doctor-chat-machine.ts';

const texts = {
  chatFailed: MESSAGES.en.errors.chatFailed,
  imagesOnly: MESSAGES.en.chatScreen.imagesOnly,
};

interface Backend {
  /** The doctor's answers, in order; an Error makes that call fail. */
  readonly replies?: (DoctorChatResponse | Error)[];
  readonly lead?: LeadSubmissionResponse | Error;
  readonly upload?: string | Error;
}

/** The chat with its calls answered by a script: what was asked is recorded. */
function startChat(backend: Backend = {}) {
  const asked: AskDoctorInput[] = [];
  const submitted: SubmitLeadInput[] = [];
  const attached: AttachConversationInput[] = [];
  const replies = [...(backend.replies ?? [])];
  const actor = createActor(
    doctorChatMachine.provide({
      actors: {
        askDoctor: fromPromise(async ({ input }: { input: AskDoctorInput }) => {
          asked.push(input);
          const reply = replies.shift() ?? { response: 'OK.', questions: [] };
          if (reply instanceof Error) throw reply;
          return reply;
        }),
        attachImage: fromPromise(async () => {
          const upload = backend.upload ?? '/api/v1/patient-images/1.png';
          if (upload instanceof Error) throw upload;
          return upload;
        }),
        attachConversation: fromPromise(async ({ input }: { input: AttachConversationInput }) => {
          attached.push(input);
        }),
        lead: leadMachine.provide({
          actors: {
            submitLead: fromPromise(async ({ input }: { input: SubmitLeadInput }) => {
              submitted.push(input);
              const answer = backend.lead ?? { patient_uuid: 'lead-1' };
              if (answer instanceof Error) throw answer;
              return answer;
            }),
          },
        }),
      },
    }),
    { input: { texts } },
  ).start();
  const emitted: DoctorChatEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: DoctorChatEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const context = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches({ conversation: 'ready' }));
  const ask = async (text: string) => {
    send({ type: 'message.send', text });
    await settled();
  };
  return { actor, send, context, state, settled, ask, asked, submitted, attached, emitted };
}

const RECOVERY: DoctorChatResponse = {
  response: 'Most people return to desk work in about two weeks.',
  questions: formatRelatedQuestions([
    'What are the risks of a tummy tuck?',
    'How much does a tummy tuck cost?',
  ]),
};

const draft = (): LeadDraft => ({
  details: { firstName: 'Lucia', lastName: 'Perez' },
  formName: 'ONBOARDING_CHATBOT',
  formUserId: 'browser-1',
  batchId: Promise.resolve(null),
  imageUrl: null,
  email: 'lucia@example.com',
  uploadType: 'chatbot',
  procedure: null,
});

describe('doctor chatbot: asking', () => {
  it('opens empty and ready (the capabilities panel shows)', () => {
    const chat = startChat();
    expect(chat.state()).toEqual({ conversation: 'ready', consultation: 'closed' });
    expect(chat.context().messages).toEqual([]);
  });

  it('ask about recovery → the reply and its Related questions', async () => {
    const chat = startChat({ replies: [RECOVERY] });
    chat.send({ type: 'message.send', text: 'How long is recovery after a tummy tuck?' });
    expect(chat.state()).toMatchObject({ conversation: 'responding' });
    await chat.settled();
    expect(chat.context().messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'How long is recovery after a tummy tuck?'],
      ['bot', RECOVERY.response],
    ]);
    expect(chat.context().related).toEqual([
      'What are the risks of a tummy tuck?',
      'How much does a tummy tuck cost?',
    ]);
    expect(chat.asked[0]).toMatchObject({
      content: 'How long is recovery after a tummy tuck?',
      earlier: [],
    });
  });

  it('a second question carries the first exchange as history', async () => {
    const chat = startChat({ replies: [RECOVERY] });
    await chat.ask('How long is recovery after a tummy tuck?');
    await chat.ask('Does it hurt?');
    expect(chat.asked[1]?.earlier.map((m) => m.content)).toEqual([
      'How long is recovery after a tummy tuck?',
      RECOVERY.response,
    ]);
  });

  it("a failed call → the bot says 'Sorry, something went wrong.' and the chat goes on", async () => {
    const chat = startChat({ replies: [new Error('HTTP error: 500 - boom')] });
    await chat.ask('Hello?');
    expect(chat.context().messages.at(-1)).toMatchObject({
      sender: 'bot',
      content: texts.chatFailed,
    });
    await chat.ask('Hello again?');
    expect(chat.context().messages.at(-1)?.content).toBe('OK.');
  });

  it("tracks each message sent, the first as 'First Message Sent' too", async () => {
    const chat = startChat();
    await chat.ask('One');
    await chat.ask('Two');
    expect(chat.emitted).toEqual([
      { type: 'messageSent', first: true },
      { type: 'messageSent', first: false },
    ]);
  });
});

describe('doctor chatbot: image attach', () => {
  const photo = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });

  it('attach an image → it uploads, then goes with the next message as image_url', async () => {
    const chat = startChat({ upload: '/api/v1/patient-images/abc.png' });
    chat.send({ type: 'image.choose', file: photo });
    expect(chat.state()).toMatchObject({ conversation: 'attaching' });
    await chat.settled();
    expect(chat.context().attachment).toEqual({
      preview: photo,
      url: '/api/v1/patient-images/abc.png',
    });
    await chat.ask('Is this a good result?');
    expect(chat.asked[0]?.imageUrl).toBe('/api/v1/patient-images/abc.png');
    expect(chat.context().messages[0]?.imageUrl).toBe('/api/v1/patient-images/abc.png');
    expect(chat.context().attachment).toBeNull();
  });

  it('remove the attached image → the next message goes without it', async () => {
    const chat = startChat();
    chat.send({ type: 'image.choose', file: photo });
    await chat.settled();
    chat.send({ type: 'image.remove' });
    await chat.ask('And now?');
    expect(chat.asked[0]?.imageUrl).toBeNull();
  });

  it('choose a file that is not an image → refused with the images-only text', () => {
    const chat = startChat();
    chat.send({
      type: 'image.choose',
      file: new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }),
    });
    expect(chat.state()).toMatchObject({ conversation: 'ready' });
    expect(chat.context().notice).toBe(texts.imagesOnly);
  });

  it('a message sent while the photo uploads → kept, then asked with the photo once it is up', async () => {
    const chat = startChat({ upload: '/api/v1/patient-images/abc.png' });
    chat.send({ type: 'image.choose', file: photo }, { type: 'message.send', text: 'Thoughts?' });
    expect(chat.context().queued).toBe('Thoughts?');
    await waitFor(
      chat.actor,
      (snapshot) => chat.asked.length === 1 && snapshot.matches({ conversation: 'ready' }),
    );
    expect(chat.asked[0]).toMatchObject({
      content: 'Thoughts?',
      imageUrl: '/api/v1/patient-images/abc.png',
    });
    expect(chat.context().messages.map((m) => m.sender)).toEqual(['user', 'bot']);
    expect(chat.context()).toMatchObject({ queued: null, attachment: null });
    expect(chat.emitted).toContainEqual({ type: 'messageSent', first: true });
  });

  it('a message sent while an upload fails → asked without the photo, the reason still shown', async () => {
    const chat = startChat({ upload: new Error(MESSAGES.en.validation.uploadFailed) });
    chat.send({ type: 'image.choose', file: photo }, { type: 'message.send', text: 'Thoughts?' });
    await waitFor(
      chat.actor,
      (snapshot) => chat.asked.length === 1 && snapshot.matches({ conversation: 'ready' }),
    );
    expect(chat.asked[0]).toMatchObject({ content: 'Thoughts?', imageUrl: null });
    expect(chat.context().notice).toBe(MESSAGES.en.validation.uploadFailed);
  });

  it('an upload that fails → the reason shows and nothing stays attached', async () => {
    const chat = startChat({ upload: new Error(MESSAGES.en.validation.uploadFailed) });
    chat.send({ type: 'image.choose', file: photo });
    await chat.settled();
    expect(chat.context().notice).toBe(MESSAGES.en.validation.uploadFailed);
    expect(chat.context().attachment).toBeNull();
  });
});

describe('doctor chatbot: Schedule a Consultation', () => {
  it('is not offered after a single message', async () => {
    const chat = startChat();
    await chat.ask('One');
    chat.send({ type: 'consultation.open' });
    expect(chat.state()).toMatchObject({ consultation: 'closed' });
  });

  it('two messages → open the form → submit → the lead is stored and the conversation attached', async () => {
    const chat = startChat({ replies: [RECOVERY] });
    await chat.ask('How long is recovery after a tummy tuck?');
    await chat.ask('Can I book?');
    chat.send({ type: 'consultation.open' });
    expect(chat.state()).toMatchObject({ consultation: 'open' });
    chat.send({ type: 'consultation.submit', draft: draft() });
    await waitFor(chat.actor, (s) => s.matches({ consultation: 'submitted' }));
    expect(chat.submitted[0]?.draft).toMatchObject({
      email: 'lucia@example.com',
      uploadType: 'chatbot',
    });
    expect(chat.context().patientUuid).toBe('lead-1');
    expect(chat.emitted.at(-1)).toEqual({
      type: 'consultationSubmitted',
      details: { firstName: 'Lucia', lastName: 'Perez' },
    });
    await waitFor(chat.actor, () => chat.attached.length === 1);
    expect(chat.attached[0]?.patientUuid).toBe('lead-1');
    expect(chat.attached[0]?.messages.map((m) => m.sender)).toEqual(['user', 'bot', 'user', 'bot']);
  });

  it('a failed submit keeps the form open for another try with the same lead attempt', async () => {
    const chat = startChat({ lead: new HttpError(500, 'down') });
    await chat.ask('One');
    await chat.ask('Two');
    chat.send({ type: 'consultation.open' }, { type: 'consultation.submit', draft: draft() });
    const lead = () => chat.actor.getSnapshot().children.lead as LeadActor | undefined;
    const child = lead();
    if (!child) throw new Error('the form has no lead');
    await waitFor(child, (snapshot) => snapshot.matches('failed'));
    expect(chat.state()).toMatchObject({ consultation: 'open' });
    expect(lead()?.getSnapshot().context.failed).toBe(true);
  });

  it('a 401 on submit → the session has expired', async () => {
    const chat = startChat({ lead: new HttpError(401, 'expired') });
    await chat.ask('One');
    await chat.ask('Two');
    chat.send({ type: 'consultation.open' }, { type: 'consultation.submit', draft: draft() });
    await waitFor(chat.actor, (s) => s.matches({ consultation: 'sessionExpired' }));
  });
});
