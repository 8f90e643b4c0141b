import type { PlasticSurgeryChatRequest, PlasticSurgeryChatResponse } from '@afterlook/api';
import { CHAT_LIMITS } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  CHAT_ANSWER,
  choose,
  flush,
  reply,
  say,
  startAssistant,
} from '../../test-utils/start-assistant.ts';
import { botSays, patientSays } from './assistant-messages.ts';
import { conversationMachine } from './conversation-machine.ts';

/** The conversation on its own, its assistant never answering. */
function startConversation() {
  const clock = new SimulatedClock();
  const requests: PlasticSurgeryChatRequest[] = [];
  const conversation = createActor(
    conversationMachine.provide({
      actors: {
        sendChat: fromPromise<PlasticSurgeryChatResponse, PlasticSurgeryChatRequest>(
          ({ input }) => {
            requests.push(input);
            return new Promise(() => {});
          },
        ),
      },
    }),
    { clock, input: { language: 'en' } },
  ).start();
  const shown = () =>
    conversation
      .getSnapshot()
      .context.messages.map((message) => (message.kind === 'text' ? message.text : message.kind));
  return { clock, conversation, requests, shown };
}

describe('tier-1 assistant: the conversation', () => {
  it("delivers the bot's messages one at a time, 500 ms apart; the patient's at once", () => {
    const { clock, conversation, shown } = startConversation();
    conversation.send({ type: 'say', messages: [botSays('One.'), botSays('Two.')] });
    conversation.send({ type: 'post', message: patientSays('Mine.') });
    expect(shown()).toEqual(['Mine.']);
    expect(conversation.getSnapshot().hasTag('responding')).toBe(true);
    clock.increment(CHAT_LIMITS.scriptedMessageDelayMs);
    expect(shown()).toEqual(['Mine.', 'One.']);
    clock.increment(CHAT_LIMITS.scriptedMessageDelayMs - 1);
    expect(shown()).toEqual(['Mine.', 'One.']);
    clock.increment(1);
    expect(shown()).toEqual(['Mine.', 'One.', 'Two.']);
    expect(conversation.getSnapshot().hasTag('responding')).toBe(false);
  });

  it("a text typed before the bot's queued messages came out follows them, and is sent", () => {
    const { conversation, requests, shown } = startConversation();
    conversation.send({ type: 'say', messages: [botSays('Welcome.')] });
    conversation.send({ type: 'ask', text: 'where are you?' });
    expect(shown()).toEqual(['Welcome.', 'where are you?']);
    expect(conversation.getSnapshot().context.queue).toEqual([]);
    expect(requests.map((request) => request.content)).toEqual(['where are you?']);
  });

  it('shows a text sent while an answer is awaited, and does not send it', () => {
    const { conversation, requests, shown } = startConversation();
    conversation.send({ type: 'ask', text: '  what is a bbl?  ' });
    conversation.send({ type: 'ask', text: 'hello?' });
    conversation.send({ type: 'ask', text: '   ' });
    expect(shown()).toEqual(['what is a bbl?', 'hello?']);
    expect(requests.map((request) => request.content)).toEqual(['what is a bbl?']);
    expect(conversation.getSnapshot().hasTag('busy')).toBe(true);
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
    await flush();
    await flush();
    const before = chat.chat().messages.length;
    chat.clock.increment(CHAT_LIMITS.scriptedMessageDelayMs - 1);
    expect(chat.chat().messages).toHaveLength(before);
    chat.clock.increment(1);
    expect(chat.lastBot()).toBe("Here's an example model. Let me simulate a BBL on her.");
  });

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
    expect(chat.step()).toBe('welcome');
  });

  it("says 'Sorry, something went wrong.' when the request fails", async () => {
    const chat = startAssistant({ chatAnswers: [new Error('HTTP error: 500 - boom')] });
    await chat.settle();
    await chat.send(say('hello'));
    expect(chat.lastBot()).toBe('Sorry, something went wrong.');
    expect(chat.step()).toBe('welcome');
  });
});
