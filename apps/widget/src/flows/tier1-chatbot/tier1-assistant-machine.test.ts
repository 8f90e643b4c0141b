import type {
  LeadMessageResponse,
  LeadSubmissionResponse,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
} from '@afterlook/api';
import {
  CHAT_LIMITS,
  HEALTH_OPTIONS,
  MESSAGES,
  type Procedure,
  TIER1_SIMULATION_CHOICES,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type LeadDraft, leadMachine, type SubmitLeadInput } from '../../lead/lead-machine.ts';
import type { ModelSource } from '../../photo/photo-source.ts';
import type { SimulationOutcome } from '../../result/run-simulation.ts';
import type { AssistantMessage } from './assistant-messages.ts';
import {
  type LeadMessageInput,
  type SimulateInput,
  type Tier1AssistantEmitted,
  type Tier1AssistantEvent,
  tier1AssistantMachine,
} from './tier1-assistant-machine.ts';

const en = MESSAGES.en.tier1Assistant;
const MODEL: ModelSource = {
  kind: 'model',
  id: 'bbl-1',
  url: '/sample-models/v1/bbl-1.png',
  viewType: 'BODY_BACK',
};
const PHOTO = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
const SUCCESS: SimulationOutcome = {
  kind: 'success',
  images: [
    { url: '/after/1.png', implantSizeCc: null },
    { url: '/after/2.png', implantSizeCc: null },
    { url: '/after/3.png', implantSizeCc: null },
  ],
  startIndex: 1,
  beforeUrl: '/sample-models/v1/bbl-1.png',
  region: { left: 0.2, top: 0.4, right: 0.8, bottom: 0.9 },
  batchId: 'batch-7',
};
const CHAT_ANSWER: PlasticSurgeryChatResponse = {
  response: 'A BBL moves fat to the buttocks.',
  should_collect_contact_info: false,
  should_simulate: false,
  procedure_to_simulate: null,
};

interface Fakes {
  readonly chatAnswers?: (PlasticSurgeryChatResponse | Error)[];
  readonly outcomes?: SimulationOutcome[];
  readonly leadFails?: number;
}

/** Lets promise actors settle (they resolve on real microtasks, timers on the simulated clock). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startAssistant(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const chatRequests: PlasticSurgeryChatRequest[] = [];
  const simulations: SimulateInput[] = [];
  const leadDrafts: LeadDraft[] = [];
  const leadMessages: LeadMessageInput[] = [];
  let leadFailures = fakes.leadFails ?? 0;
  const chatAnswers = [...(fakes.chatAnswers ?? [])];
  const outcomes = [...(fakes.outcomes ?? [])];
  const lead = (uuid: string) =>
    createActor(
      leadMachine.provide({
        actors: {
          submitLead: fromPromise<LeadSubmissionResponse, SubmitLeadInput>(async ({ input }) => {
            leadDrafts.push(input.draft);
            if (leadFailures > 0) {
              leadFailures -= 1;
              throw new Error('HTTP Error: 500 - down');
            }
            return { patient_uuid: uuid };
          }),
        },
      }),
    ).start();
  const machine = tier1AssistantMachine.provide({
    actors: {
      sendChat: fromPromise<PlasticSurgeryChatResponse, PlasticSurgeryChatRequest>(
        async ({ input }) => {
          chatRequests.push(input);
          const answer = chatAnswers.shift() ?? CHAT_ANSWER;
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ),
      loadExampleModel: fromPromise<ModelSource | null, { readonly procedure: Procedure }>(
        async () => MODEL,
      ),
      simulate: fromPromise<SimulationOutcome, SimulateInput>(async ({ input }) => {
        simulations.push(input);
        return outcomes.shift() ?? SUCCESS;
      }),
      sendLeadMessage: fromPromise<LeadMessageResponse, LeadMessageInput>(async ({ input }) => {
        leadMessages.push(input);
        return { id: 'm1', created_at: '2026-11-25T15:00:00.000Z' };
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      language: 'en',
      assistantName: 'Ava',
      offeredProcedures: ['BBL', 'BREAST_AUGMENTATION', 'BREAST_LIFT', 'LASER_HAIR_REMOVAL'],
      formName: 'ONBOARDING_TIER1_CHATBOT',
      formUserId: 'user-1',
      contactLead: lead('contact-lead'),
      intakeLead: lead('intake-lead'),
    },
  }).start();
  const emitted: Tier1AssistantEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));

  const snapshot = () => actor.getSnapshot();
  const context = () => snapshot().context;
  /** Waits out the work and the scripted messages, 500 ms at a time. */
  const settle = async () => {
    for (let round = 0; round < 100; round += 1) {
      await flush();
      if (context().queue.length > 0) clock.increment(CHAT_LIMITS.scriptedMessageDelayMs);
      else if (!snapshot().hasTag('busy')) return;
    }
    throw new Error('the assistant never settled');
  };
  const send = async (...events: Tier1AssistantEvent[]) => {
    for (const event of events) {
      actor.send(event);
      await settle();
    }
  };
  const texts = (sender: 'bot' | 'user') =>
    context()
      .messages.filter(
        (m): m is Extract<AssistantMessage, { kind: 'text' }> =>
          m.kind === 'text' && m.sender === sender,
      )
      .map((m) => m.text);
  const lastBot = () => texts('bot').at(-1);
  const replies = () =>
    context().replies.map((r) => (r.kind === 'reply' ? r.id : `procedure:${r.procedure}`));
  const card = () => context().messages.findLast((m) => m.kind === 'choices');
  const flow = () => (snapshot().value as { flow: unknown }).flow;
  return {
    actor,
    clock,
    send,
    settle,
    context,
    snapshot,
    texts,
    lastBot,
    replies,
    card,
    flow,
    emitted,
    chatRequests,
    simulations,
    leadDrafts,
    leadMessages,
  };
}

type Assistant = ReturnType<typeof startAssistant>;
const reply = (id: Extract<Tier1AssistantEvent, { type: 'reply' }>['id']): Tier1AssistantEvent => ({
  type: 'reply',
  id,
});
const choose = (procedure: Procedure): Tier1AssistantEvent => ({
  type: 'procedure.choose',
  procedure,
});
const say = (text: string): Tier1AssistantEvent => ({ type: 'chat.send', text });
const toggle = (value: string): Tier1AssistantEvent => ({ type: 'choice.toggle', value });
const CONFIRM: Tier1AssistantEvent = { type: 'choice.confirm' };

/** Welcome → 'Simulate a Procedure' → BBL: the example model's result is shown. */
async function simulateExample(chat: Assistant) {
  await chat.settle();
  await chat.send(reply('simulate'), choose('BBL'));
}

/** From the example: scan, capture, contact form, the patient's own result. */
async function scanOwnPhoto(chat: Assistant) {
  await simulateExample(chat);
  await chat.send(reply('simulateOnMyImages'), { type: 'continue' });
  await chat.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });
  await chat.send({
    type: 'contact.submit',
    details: { firstName: 'Ana', lastName: 'Lopez', phone: '+15555550100' },
  });
}

/** 'Talk to a Patient Coordinator' and every answer of the intake. */
async function completeIntake(chat: Assistant) {
  await chat.settle();
  await chat.send(reply('coordinator'));
  await chat.send(say('Ana'), say('Lopez'), say('(555) 555-0100'), say('34'));
  await chat.send(say('5\'6"'), say('150'));
  await chat.send(toggle('DIABETES'), CONFIRM);
  await chat.send(toggle('BREAST'), toggle('HAIR'), CONFIRM);
  await chat.send(toggle('BREAST_LIFT'), CONFIRM);
  await chat.send(toggle('WITHIN_3_MONTHS'), CONFIRM);
}

describe('tier-1 assistant: welcome', () => {
  it('opens with the welcome message 500 ms in, offering simulate or coordinator', async () => {
    const chat = startAssistant();
    chat.clock.increment(CHAT_LIMITS.scriptedMessageDelayMs - 1);
    expect(chat.context().messages).toEqual([]);
    chat.clock.increment(1);
    expect(chat.texts('bot')).toEqual([
      "Hi, I'm Ava, your AI assistant. I can show you a simulation of a procedure or connect you with a patient coordinator. How can I help you today?",
    ]);
    expect(chat.replies()).toEqual(['simulate', 'coordinator']);
    expect(en.replies.simulate).toBe('Simulate a Procedure');
    expect(en.replies.coordinator).toBe('Talk to a Patient Coordinator');
  });

  it('shows the patient tap at once and each scripted bot message 500 ms after the one before', async () => {
    const chat = startAssistant();
    await chat.settle();
    chat.actor.send(reply('simulate'));
    expect(chat.texts('user')).toEqual(['Simulate a Procedure']);
    expect(chat.texts('bot')).toHaveLength(1);
    chat.clock.increment(CHAT_LIMITS.scriptedMessageDelayMs);
    expect(chat.lastBot()).toBe('Which procedure should we start with?');

    chat.actor.send(choose('BBL'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = chat.context().messages.length;
    chat.clock.increment(CHAT_LIMITS.scriptedMessageDelayMs - 1);
    expect(chat.context().messages).toHaveLength(before);
    chat.clock.increment(1);
    expect(chat.lastBot()).toBe("Here's an example model. Let me simulate a BBL on her.");
  });

  it('ignores a quick reply it does not offer', async () => {
    const chat = startAssistant();
    await chat.send(reply('anotherImage'));
    expect(chat.flow()).toBe('welcome');
    expect(chat.texts('user')).toEqual([]);
  });
});

describe('tier-1 assistant: simulate branch', () => {
  it("asks 'Which procedure should we start with?' with the six choices", async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('simulate'));
    expect(chat.lastBot()).toBe(en.whichProcedure);
    expect(chat.replies()).toEqual(TIER1_SIMULATION_CHOICES.map((p) => `procedure:${p}`));
    expect(TIER1_SIMULATION_CHOICES).toEqual([
      'BBL',
      'BREAST_AUGMENTATION',
      'BREAST_REDUCTION',
      'BREAST_LIFT',
      'TUMMY_TUCK',
      'ABDOMEN_LIPOSUCTION',
    ]);
  });

  it('choose BBL → example model image → simulation on it → result, then my images / coordinator', async () => {
    const chat = startAssistant();
    await simulateExample(chat);
    expect(chat.texts('user')).toEqual(['Simulate a Procedure', 'BBL']);
    const example = chat.context().messages.find((m) => m.kind === 'text' && m.picture);
    expect(example).toMatchObject({ sender: 'bot', picture: MODEL });
    expect(chat.simulations).toEqual([{ source: MODEL, procedure: 'BBL' }]);
    const result = chat.context().messages.at(-1);
    expect(result).toMatchObject({
      kind: 'result',
      procedure: 'BBL',
      source: MODEL,
      after: { url: '/after/2.png' },
      // One source and the close-up, as on every result screen.
      beforeUrl: '/sample-models/v1/bbl-1.png',
      region: { left: 0.2, top: 0.4, right: 0.8, bottom: 0.9 },
    });
    expect(chat.replies()).toEqual(['simulateOnMyImages', 'coordinator']);
    expect(chat.emitted).toContainEqual({
      type: 'simulationComplete',
      procedure: 'BBL',
      simulationType: 'model',
    });
  });

  it("shows the transform's reason when the simulation fails, and offers the next steps", async () => {
    const chat = startAssistant({
      outcomes: [{ kind: 'failed', message: 'No person was found', retryable: false }],
    });
    await simulateExample(chat);
    expect(chat.lastBot()).toBe('No person was found');
    expect(chat.replies()).toEqual(['simulateOnMyImages', 'coordinator']);
  });

  it('goes to the session-expired state when the session has expired', async () => {
    const chat = startAssistant({ outcomes: [{ kind: 'sessionExpired' }] });
    await simulateExample(chat);
    expect(chat.flow()).toBe('sessionExpired');
  });
});

describe('tier-1 assistant: scan branch', () => {
  it('my images → instructions → back returns to the chat as it was', async () => {
    const chat = startAssistant();
    await simulateExample(chat);
    await chat.send(reply('simulateOnMyImages'));
    expect(chat.flow()).toBe('scanInstructions');
    await chat.send({ type: 'back' });
    expect(chat.flow()).toEqual({ simulate: 'exampleShown' });
    expect(chat.replies()).toEqual(['simulateOnMyImages', 'coordinator']);
  });

  it('instructions → capture → back to chat with the image → upload and simulation → contact form → result', async () => {
    const chat = startAssistant();
    await simulateExample(chat);
    await chat.send(reply('simulateOnMyImages'), { type: 'continue' });
    expect(chat.flow()).toBe('scan');
    await chat.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });

    const mine = chat
      .context()
      .messages.find((m) => m.kind === 'text' && m.sender === 'user' && m.picture);
    expect(mine).toMatchObject({ picture: { kind: 'photo', blob: PHOTO, viewType: 'BODY_BACK' } });
    expect(chat.simulations[1]).toMatchObject({
      source: { kind: 'photo', blob: PHOTO },
      procedure: 'BBL',
    });
    // Not submitted yet: the contact form comes before the result.
    expect(chat.flow()).toEqual({ simulate: 'contact' });
    expect(chat.lastBot()).toBe(en.contactFirst);
    expect(chat.context().messages.filter((m) => m.kind === 'result')).toHaveLength(1);

    await chat.send({
      type: 'contact.submit',
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+15555550100' },
    });
    expect(chat.leadDrafts).toHaveLength(1);
    expect(chat.leadDrafts[0]).toMatchObject({
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+15555550100' },
      formName: 'ONBOARDING_TIER1_CHATBOT',
      uploadType: 'scan',
      procedure: 'BBL',
    });
    expect(await chat.leadDrafts[0]?.batchId).toBe('batch-7');
    expect(chat.context().messages.at(-1)).toMatchObject({
      kind: 'result',
      source: { kind: 'photo' },
    });
    expect(chat.replies()).toEqual(['anotherProcedure', 'anotherImage']);
    expect(chat.emitted).toContainEqual({
      type: 'leadSubmitted',
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+15555550100' },
      procedure: 'BBL',
    });
  });

  it('another procedure runs on the same photo and does not ask for the details again', async () => {
    const chat = startAssistant();
    await scanOwnPhoto(chat);
    await chat.send(reply('anotherProcedure'));
    expect(chat.lastBot()).toBe(en.whichProcedure);
    await chat.send(choose('BREAST_AUGMENTATION'));
    expect(chat.simulations.at(-1)).toMatchObject({
      source: { kind: 'photo', blob: PHOTO },
      procedure: 'BREAST_AUGMENTATION',
    });
    expect(chat.flow()).toEqual({ simulate: 'resultShown' });
    expect(chat.leadDrafts).toHaveLength(1);
  });

  it("'Upload another image' goes back to the scan instructions; upload instead of the scan works", async () => {
    const chat = startAssistant();
    await scanOwnPhoto(chat);
    await chat.send(reply('anotherImage'));
    expect(chat.flow()).toBe('scanInstructions');
    await chat.send({ type: 'capture.useUpload' });
    expect(chat.flow()).toBe('upload');
    await chat.send({ type: 'upload.submitted' });
    expect(chat.flow()).toBe('upload');
    await chat.send({ type: 'upload.photo', photo: PHOTO }, { type: 'upload.submitted' });
    expect(chat.flow()).toEqual({ simulate: 'resultShown' });
    expect(chat.emitted.at(-1)).toMatchObject({
      type: 'simulationComplete',
      simulationType: 'upload',
    });
  });
});

describe('tier-1 assistant: coordinator intake', () => {
  it('asks the questions in the spec order and submits the lead with the tier-1 form_data', async () => {
    const chat = startAssistant();
    await completeIntake(chat);
    expect(chat.emitted).toContainEqual({ type: 'coordinatorRequested' });
    const asked = chat.texts('bot');
    const order = [
      en.intake.intro,
      en.intake.firstName,
      "Thanks, Ana! What's your last name?",
      en.intake.phone,
      en.intake.age,
      en.intake.height,
      en.intake.weight,
      en.intake.health,
      en.intake.procedureArea,
      en.intake.procedures,
      en.intake.timing,
      en.intake.anythingElse,
    ];
    expect(asked.filter((text) => order.includes(text))).toEqual(order);
    expect(chat.leadDrafts).toHaveLength(1);
    const draft = chat.leadDrafts[0];
    expect(draft).toMatchObject({
      details: { firstName: 'Ana', lastName: 'Lopez', phone: '+15555550100' },
      uploadType: 'chatbot',
      intake: {
        firstName: 'Ana',
        lastName: 'Lopez',
        phone: '+15555550100',
        age: '34',
        height: '5\' 6"',
        weigh: '150 lbs',
        healthHistory: ['DIABETES'],
        procedureAreas: ['BREAST', 'HAIR'],
        procedures: ['BREAST_LIFT'],
        procedureTime: 'WITHIN_3_MONTHS',
      },
    });
    expect(chat.lastBot()).toBe(
      "Thank you! Is there anything else you'd like to tell the patient coordinator?",
    );
    expect(chat.replies()).toEqual(['yes', 'no']);
  });

  it('re-asks with the rule when a typed answer is not valid', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'), say('A'));
    expect(chat.lastBot()).toBe(MESSAGES.en.validation.firstNameLength);
    expect(chat.flow()).toEqual({ intake: 'firstName' });
    await chat.send(say('Ana'), say('Lopez'), say('555'));
    expect(chat.lastBot()).toBe(MESSAGES.en.validation.detailsPhoneInvalid);
    await chat.send(say('5555550100'), say('12'));
    expect(chat.lastBot()).toBe(en.invalid.age);
    expect(chat.flow()).toEqual({ intake: 'age' });
  });

  it('keeps Confirm without effect while nothing is chosen, and the card answered once confirmed', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'));
    await chat.send(say('Ana'), say('Lopez'), say('5555550100'), say('34'), say('5 6'), say('150'));
    expect(chat.card()).toMatchObject({
      question: 'health',
      multiple: true,
      selected: [],
      confirmed: false,
    });
    expect(chat.card()?.kind === 'choices' && chat.card()?.options.map((o) => o.value)).toEqual([
      ...HEALTH_OPTIONS,
    ]);
    await chat.send(CONFIRM);
    expect(chat.flow()).toEqual({ intake: 'health' });
    await chat.send(toggle('DIABETES'), toggle('CANCER'), toggle('NONE'));
    expect(chat.card()).toMatchObject({ selected: ['NONE'] });
    await chat.send(CONFIRM);
    const health = chat.context().messages.find((m) => m.kind === 'choices');
    expect(health).toMatchObject({ question: 'health', selected: ['NONE'], confirmed: true });
    // A confirmed card takes no more changes.
    await chat.send(toggle('CANCER'));
    expect(chat.context().messages.find((m) => m.kind === 'choices')).toMatchObject({
      selected: ['NONE'],
    });
    expect(chat.card()).toMatchObject({ question: 'procedureArea' });
    expect(chat.card()?.kind === 'choices' && chat.card()?.options.map((o) => o.label)).toEqual([
      'Body',
      'Breast',
      'Face',
      'Hair',
      'Vaginal',
    ]);
  });

  it('lists the procedures of the chosen areas, and timing is a single choice', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'));
    await chat.send(say('Ana'), say('Lopez'), say('5555550100'), say('34'), say('5 6'), say('150'));
    await chat.send(toggle('NONE'), CONFIRM, toggle('BREAST'), CONFIRM);
    expect(chat.card()?.kind === 'choices' && chat.card()?.options.map((o) => o.value)).toEqual([
      'BREAST_AUGMENTATION',
      'BREAST_LIFT',
    ]);
    await chat.send(toggle('BREAST_LIFT'), toggle('BREAST_AUGMENTATION'), CONFIRM);
    expect(chat.card()).toMatchObject({ question: 'timing', multiple: false });
    await chat.send(toggle('ASAP'), toggle('NOT_SURE'));
    expect(chat.card()).toMatchObject({ selected: ['NOT_SURE'] });
    await chat.send(CONFIRM);
    expect(chat.leadDrafts[0]?.intake).toMatchObject({
      procedures: ['BREAST_AUGMENTATION', 'BREAST_LIFT'],
      procedureTime: 'NOT_SURE',
    });
  });

  it("No → 'Thank you! A coordinator will reach out to you soon.'", async () => {
    const chat = startAssistant();
    await completeIntake(chat);
    await chat.send(reply('no'));
    expect(chat.lastBot()).toBe('Thank you! A coordinator will reach out to you soon.');
    expect(chat.leadMessages).toEqual([]);
  });

  it('Yes → a message box whose text goes to the lead as a patient message', async () => {
    const chat = startAssistant();
    await completeIntake(chat);
    await chat.send(reply('yes'));
    expect(chat.snapshot().hasTag('message')).toBe(true);
    await chat.send({ type: 'message.send', text: '   ' });
    expect(chat.leadMessages).toEqual([]);
    await chat.send({ type: 'message.send', text: 'Please call after 5pm.' });
    expect(chat.leadMessages).toEqual([
      { patientUuid: 'intake-lead', message: 'Please call after 5pm.' },
    ]);
    expect(chat.lastBot()).toBe(en.intake.done);
  });

  it("says 'Failed to submit form. Please try again.' and retries the same lead", async () => {
    const chat = startAssistant({ leadFails: 1 });
    await completeIntake(chat);
    expect(chat.lastBot()).toBe(MESSAGES.en.errors.submitFailed);
    expect(chat.replies()).toEqual(['retry']);
    await chat.send(reply('retry'));
    expect(chat.leadDrafts).toHaveLength(2);
    expect(chat.lastBot()).toBe(en.intake.anythingElse);
  });

  it('does not ask for the contact details before a scan result once the intake is in', async () => {
    const chat = startAssistant({
      chatAnswers: [{ ...CHAT_ANSWER, should_simulate: true, procedure_to_simulate: 'BBL' }],
    });
    await completeIntake(chat);
    await chat.send(reply('no'), say('show me a bbl'));
    expect(chat.flow()).toEqual({ simulate: 'exampleShown' });
    // The intake is in: the assistant does not offer it a second time.
    expect(chat.replies()).toEqual(['simulateOnMyImages']);
    await chat.send(reply('simulateOnMyImages'), { type: 'continue' });
    await chat.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });
    expect(chat.flow()).toEqual({ simulate: 'resultShown' });
    expect(chat.leadDrafts).toHaveLength(1);
  });
});

describe('tier-1 assistant: the assistant and its flags', () => {
  it('sends free text with temperature 0.5, max_tokens 500 and the last two exchanges', async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(say('what is a bbl?'), say('recovery?'), say('price?'));
    expect(chat.chatRequests.at(-1)).toEqual({
      content: 'price?',
      temperature: 0.5,
      max_tokens: 500,
      history: [
        { prompt: 'what is a bbl?', response: CHAT_ANSWER.response },
        { prompt: 'recovery?', response: CHAT_ANSWER.response },
      ],
    });
    expect(chat.lastBot()).toBe(CHAT_ANSWER.response);
    expect(chat.flow()).toBe('welcome');
  });

  it("contact collection → the coordinator intake's first question", async () => {
    const chat = startAssistant({
      chatAnswers: [{ ...CHAT_ANSWER, response: 'Sure.', should_collect_contact_info: true }],
    });
    await chat.settle();
    await chat.send(say('can someone call me'));
    expect(chat.flow()).toEqual({ intake: 'firstName' });
    // The assistant's reply introduced the coordinator: no second introduction.
    expect(chat.texts('bot').slice(1)).toEqual(['Sure.', en.intake.firstName]);
  });

  it('simulate without a procedure asks for one', async () => {
    const chat = startAssistant({
      chatAnswers: [{ ...CHAT_ANSWER, response: 'Which one?', should_simulate: true }],
    });
    await chat.settle();
    await chat.send(say('show me my results'));
    expect(chat.flow()).toEqual({ simulate: 'ask' });
    expect(chat.replies()).toHaveLength(TIER1_SIMULATION_CHOICES.length);
  });

  it('simulate with a procedure runs it', async () => {
    const chat = startAssistant({
      chatAnswers: [
        {
          ...CHAT_ANSWER,
          response: "Let's simulate a tummy tuck.",
          should_simulate: true,
          procedure_to_simulate: 'TUMMY_TUCK',
        },
      ],
    });
    await chat.settle();
    await chat.send(say('simulate a tummy tuck'));
    expect(chat.simulations).toEqual([{ source: MODEL, procedure: 'TUMMY_TUCK' }]);
    expect(chat.flow()).toEqual({ simulate: 'exampleShown' });
  });

  it("says 'Sorry, something went wrong.' when the request fails", async () => {
    const chat = startAssistant({ chatAnswers: [new Error('HTTP error: 500 - boom')] });
    await chat.settle();
    await chat.send(say('hello'));
    expect(chat.lastBot()).toBe('Sorry, something went wrong.');
    expect(chat.flow()).toBe('welcome');
  });
});
