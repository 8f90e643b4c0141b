import type { PlasticSurgeryChatResponse } from '@afterlook/api';
import { CHAT_LIMITS, MESSAGES, TIER1_SIMULATION_CHOICES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import {
  answerIntake,
  CHAT_ANSWER,
  choose,
  completeIntake,
  flush,
  MODEL,
  PHOTO,
  reply,
  say,
  scanOwnPhoto,
  startAssistant,
} from '../../test-utils/start-assistant.ts';

const en = MESSAGES.en.tier1Assistant;

describe('tier-1 assistant: welcome', () => {
  it('opens with the welcome message 500 ms in, offering simulate or coordinator', async () => {
    const chat = startAssistant();
    chat.clock.increment(CHAT_LIMITS.scriptedMessageDelayMs - 1);
    expect(chat.chat().messages).toEqual([]);
    chat.clock.increment(1);
    expect(chat.texts('bot')).toEqual([
      "Hi, I'm Ava, your AI assistant. I can show you a simulation of a procedure or connect you with a patient coordinator. How can I help you today?",
    ]);
    expect(chat.replies()).toEqual(['simulate', 'coordinator']);
    expect(en.replies.simulate).toBe('Simulate a Procedure');
    expect(en.replies.coordinator).toBe('Talk to a Patient Coordinator');
  });

  it('ignores a quick reply it does not offer', async () => {
    const chat = startAssistant();
    await chat.send(reply('anotherImage'));
    expect(chat.step()).toBe('welcome');
    expect(chat.texts('user')).toEqual([]);
  });
});

describe("tier-1 assistant: the assistant's flags", () => {
  it("contact collection → the coordinator intake's first question", async () => {
    const chat = startAssistant({
      chatAnswers: [{ ...CHAT_ANSWER, response: 'Sure.', should_collect_contact_info: true }],
    });
    await chat.settle();
    await chat.send(say('can someone call me'));
    expect(chat.step()).toEqual({ intake: 'firstName' });
    // The assistant's reply introduced the coordinator: no second introduction.
    expect(chat.texts('bot').slice(1)).toEqual(['Sure.', en.intake.firstName]);
  });

  it('simulate without a procedure asks for one', async () => {
    const chat = startAssistant({
      chatAnswers: [{ ...CHAT_ANSWER, response: 'Which one?', should_simulate: true }],
    });
    await chat.settle();
    await chat.send(say('show me my results'));
    expect(chat.step()).toEqual({ simulation: { chat: 'ask' } });
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
    expect(chat.step()).toEqual({ simulation: { chat: 'exampleShown' } });
  });

  it('contact collection while a simulation runs stops the simulation', async () => {
    let answer: (response: PlasticSurgeryChatResponse) => void = () => {};
    const chat = startAssistant({
      heldSimulations: true,
      chatAnswers: [new Promise((resolve) => (answer = resolve))],
    });
    await chat.settle();
    chat.actor.send(say('can someone call me?'));
    // Before the answer comes, the patient starts a simulation.
    chat.actor.send(reply('simulate'));
    chat.actor.send(choose('BBL'));
    await flush();
    expect(chat.step()).toEqual({ simulation: { chat: { running: 'run' } } });
    expect(chat.simulations).toHaveLength(1);
    answer({ ...CHAT_ANSWER, response: 'Sure.', should_collect_contact_info: true });
    await flush();
    expect(chat.step()).toEqual({ intake: 'firstName' });
    expect(chat.simulationSignals.map((signal) => signal.aborted)).toEqual([true]);
  });
});

describe('tier-1 assistant: what the visit keeps across its parts', () => {
  it('does not ask for the contact details before a scan result once the intake is in', async () => {
    const chat = startAssistant({
      chatAnswers: [{ ...CHAT_ANSWER, should_simulate: true, procedure_to_simulate: 'BBL' }],
    });
    await completeIntake(chat);
    await chat.send(reply('no'), say('show me a bbl'));
    expect(chat.step()).toEqual({ simulation: { chat: 'exampleShown' } });
    // The intake is in: the assistant does not offer it a second time.
    expect(chat.replies()).toEqual(['simulateOnMyImages']);
    await chat.send(reply('simulateOnMyImages'), { type: 'continue' });
    await chat.send({ type: 'scan.captured', photo: PHOTO, viewType: 'BODY_BACK' });
    expect(chat.step()).toEqual({ simulation: { chat: 'resultShown' } });
    expect(chat.leadDrafts).toHaveLength(1);
  });

  it("keeps the patient's photo through the intake, and the intake's lead carries its result", async () => {
    const chat = startAssistant({
      chatAnswers: [
        { ...CHAT_ANSWER, response: 'Sure.', should_collect_contact_info: true },
        { ...CHAT_ANSWER, should_simulate: true, procedure_to_simulate: 'TUMMY_TUCK' },
      ],
    });
    await scanOwnPhoto(chat);
    await chat.send(say('can someone call me?'));
    await answerIntake(chat);
    const intakeDraft = chat.leadDrafts[1];
    expect(intakeDraft).toMatchObject({ uploadType: 'chatbot', procedure: 'BBL' });
    expect(await intakeDraft?.batchId).toBe('batch-7');

    await chat.send(reply('no'), say('and a tummy tuck?'));
    expect(chat.simulations.at(-1)).toEqual({
      source: expect.objectContaining({ kind: 'photo', blob: PHOTO }),
      procedure: 'TUMMY_TUCK',
    });
    expect(chat.step()).toEqual({ simulation: { chat: 'resultShown' } });
    expect(chat.leadDrafts).toHaveLength(2);
  });

  it("the host page's procedure reaches the intake's lead", async () => {
    const chat = startAssistant();
    await chat.settle();
    await chat.send(reply('coordinator'), { type: 'host.procedure', procedure: 'TUMMY_TUCK' });
    await answerIntake(chat);
    expect(chat.leadDrafts[0]).toMatchObject({ procedure: 'TUMMY_TUCK' });
    expect(chat.emitted).toContainEqual(
      expect.objectContaining({ type: 'leadSubmitted', procedure: 'TUMMY_TUCK' }),
    );
  });
});
