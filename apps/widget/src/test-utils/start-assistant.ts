import type {
  LeadSubmissionResponse,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
} from '@afterlook/api';
import { CHAT_LIMITS, DEFAULT_PHONE_COUNTRIES, type Procedure } from '@afterlook/domain';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AssistantMessage } from '../flows/tier1-chatbot/assistant-messages.ts';
import type { LeadMessageInput } from '../flows/tier1-chatbot/coordinator-intake-machine.ts';
import type { SimulateInput } from '../flows/tier1-chatbot/simulation-run-machine.ts';
import {
  type Tier1AssistantEmitted,
  type Tier1AssistantEvent,
  tier1AssistantWith,
} from '../flows/tier1-chatbot/tier1-assistant-machine.ts';
import { type LeadDraft, leadMachine, type SubmitLeadInput } from '../lead/lead-machine.ts';
import type { ModelSource } from '../photo/photo-source.ts';
import type { SimulationOutcome } from '../result/run-simulation.ts';

/**
 * The tier-1 assistant's machines as the widget composes them, with fake calls on a
 * simulated clock, and what a test reads of them: the tests of each part drive the whole
 * assistant, as the patient does.
 */

export const MODEL: ModelSource = {
  kind: 'model',
  id: 'bbl-1',
  url: '/sample-models/v1/bbl-1.png',
  viewType: 'BODY_BACK',
};
export const PHOTO = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
export const SUCCESS: SimulationOutcome = {
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
export const CHAT_ANSWER: PlasticSurgeryChatResponse = {
  response: 'A BBL moves fat to the buttocks.',
  should_collect_contact_info: false,
  should_simulate: false,
  procedure_to_simulate: null,
};

interface Fakes {
  /** The assistant's answers in turn (a promise: answered when the test resolves it). */
  readonly chatAnswers?: (
    | PlasticSurgeryChatResponse
    | Promise<PlasticSurgeryChatResponse>
    | Error
  )[];
  readonly outcomes?: SimulationOutcome[];
  readonly leadFails?: number;
  /** Simulations that wait until the test settles them (or the assistant stops them). */
  readonly heldSimulations?: boolean;
}

/** Lets promise actors settle (they resolve on real microtasks, timers on the simulated clock). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

export function startAssistant(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const chatRequests: PlasticSurgeryChatRequest[] = [];
  const simulations: SimulateInput[] = [];
  const simulationSignals: AbortSignal[] = [];
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
  const logic = tier1AssistantWith({
    sendChat: async (request) => {
      chatRequests.push(request);
      const answer = chatAnswers.shift() ?? CHAT_ANSWER;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    loadExampleModel: async () => MODEL,
    simulate: (input, signal) => {
      simulations.push(input);
      simulationSignals.push(signal);
      if (fakes.heldSimulations) return new Promise(() => {});
      return Promise.resolve(outcomes.shift() ?? SUCCESS);
    },
    sendLeadMessage: async (input) => {
      leadMessages.push(input);
      return { id: 'm1', created_at: '2026-11-25T15:00:00.000Z' };
    },
  });
  const actor = createActor(logic, {
    clock,
    input: {
      language: 'en',
      assistantName: 'Ava',
      offeredProcedures: ['BBL', 'BREAST_AUGMENTATION', 'BREAST_LIFT', 'LASER_HAIR_REMOVAL'],
      phoneCountries: DEFAULT_PHONE_COUNTRIES,
      formName: 'ONBOARDING_TIER1_CHATBOT',
      formUserId: 'user-1',
      contactLead: lead('contact-lead'),
      intakeLead: lead('intake-lead'),
    },
  }).start();
  const emitted: Tier1AssistantEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));

  const snapshot = () => actor.getSnapshot();
  const { conversation, simulation } = snapshot().context;
  const intake = () => snapshot().children.intake?.getSnapshot();
  /** The conversation: what the chat shows. */
  const chat = () => conversation.getSnapshot().context;
  const run = () => simulation.getSnapshot().children.run?.getSnapshot();
  /** Whether a part is waiting for a call (the assistant, the simulation, a lead or a message). */
  const busy = () =>
    conversation.getSnapshot().hasTag('busy') ||
    (run()?.hasTag('busy') ?? false) ||
    (intake()?.hasTag('busy') ?? false);
  /** Waits out the work and the scripted messages, 500 ms at a time. */
  const settle = async () => {
    for (let round = 0; round < 100; round += 1) {
      await flush();
      if (chat().queue.length > 0) clock.increment(CHAT_LIMITS.scriptedMessageDelayMs);
      else if (!busy()) return;
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
    chat()
      .messages.filter(
        (m): m is Extract<AssistantMessage, { kind: 'text' }> =>
          m.kind === 'text' && m.sender === sender,
      )
      .map((m) => m.text);
  const lastBot = () => texts('bot').at(-1);
  const replies = () =>
    chat().replies.map((r) => (r.kind === 'reply' ? r.id : `procedure:${r.procedure}`));
  const card = () => chat().messages.findLast((m) => m.kind === 'choices');
  /**
   * Where the visit is: 'welcome', 'sessionExpired', or the part with the floor and its
   * state (a running simulation with its run's).
   */
  const step = () => {
    const value = snapshot().value;
    if (value === 'intake') return { intake: intake()?.value };
    if (value !== 'simulation') return value;
    const running = run();
    return {
      simulation: running ? { chat: { running: running.value } } : simulation.getSnapshot().value,
    };
  };
  return {
    actor,
    clock,
    send,
    settle,
    chat,
    intake,
    texts,
    lastBot,
    replies,
    card,
    step,
    emitted,
    chatRequests,
    simulations,
    simulationSignals,
    leadDrafts,
    leadMessages,
  };
}

export type Assistant = ReturnType<typeof startAssistant>;

export const reply = (
  id: Extract<Tier1AssistantEvent, { type: 'reply' }>['id'],
): Tier1AssistantEvent => ({ type: 'reply', id });
export const choose = (procedure: Procedure): Tier1AssistantEvent => ({
  type: 'procedure.choose',
  procedure,
});
export const say = (text: string): Tier1AssistantEvent => ({ type: 'chat.send', text });
export const toggle = (value: string): Tier1AssistantEvent => ({ type: 'choice.toggle', value });
export const CONFIRM: Tier1AssistantEvent = { type: 'choice.confirm' };

/** Welcome → 'Simulate a Procedure' → BBL: the example model's result is shown. */
export async function simulateExample(chat: Assistant) {
  await chat.settle();
  await chat.send(reply('simulate'), choose('BBL'));
}

/** From the example: scan, capture, contact form, the patient's own result. */
export async function scanOwnPhoto(chat: Assistant) {
  await simulateExample(chat);
  await chat.send(reply('simulateOnMyImages'), { type: 'continue' });
  await chat.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });
  await chat.send({
    type: 'contact.submit',
    details: { firstName: 'Ana', lastName: 'Lopez', phone: '+13055550100' },
  });
}

/** 'Talk to a Patient Coordinator' and every answer of the intake. */
export async function completeIntake(chat: Assistant) {
  await chat.settle();
  await chat.send(reply('coordinator'));
  await answerIntake(chat);
}

/** Every answer of the intake, from its first question. */
export async function answerIntake(chat: Assistant) {
  await chat.send(say('Ana'), say('Lopez'), say('(305) 555-0100'), say('34'));
  await chat.send(say('5\'6"'), say('150'));
  await chat.send(toggle('DIABETES'), CONFIRM);
  await chat.send(toggle('BREAST'), toggle('HAIR'), CONFIRM);
  await chat.send(toggle('BREAST_LIFT'), CONFIRM);
  await chat.send(toggle('WITHIN_3_MONTHS'), CONFIRM);
}
