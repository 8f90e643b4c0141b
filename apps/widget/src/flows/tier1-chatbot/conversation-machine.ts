import type {
  ChatHistoryEntry,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
} from '@afterlook/api';
import { CHAT_LIMITS, chatTextToSend, type Language } from '@afterlook/domain';
import { type ActorRefFrom, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { AssistantFlag, CardConfirmed, ConversationCommand } from './assistant-events.ts';
import {
  type AssistantMessage,
  botSays,
  chatFailed,
  isSimulationChoice,
  type PendingMessage,
  patientSays,
  type QuickReply,
  quickReplyLabel,
} from './assistant-messages.ts';
import { toggleChoice } from './coordinator-intake.ts';

/**
 * The tier-1 assistant's conversation (docs/product/state-machines.md#chat-flows): what the chat shows, and when. Two
 * regions run side by side: `voice` delivers the scripted bot messages one at a time,
 * 500 ms apart (CHAT_LIMITS.scriptedMessageDelayMs), so the machine owns the chat's
 * timing; `talk` sends the patient's free text to the assistant (chat/plastic-surgery)
 * and tells the parent its flags. The assistant's other parts write to it with the
 * commands below; the chat screen renders its snapshot.
 */

export interface ConversationInput {
  readonly language: Language;
}

export interface ConversationContext extends ConversationInput {
  readonly messages: readonly AssistantMessage[];
  /** Scripted bot messages waiting for their turn (the voice region delivers them). */
  readonly queue: readonly PendingMessage[];
  readonly nextId: number;
  /** The quick replies under the last message (shown once the queue is empty). */
  readonly replies: readonly QuickReply[];
  /** Exchanges with the assistant (the last CHAT_LIMITS.historyEntries are sent). */
  readonly history: readonly ChatHistoryEntry[];
  /** The text being sent to the assistant. */
  readonly asking: string;
}

type ChoiceCard = Extract<AssistantMessage, { kind: 'choices' }>;

/** The card being answered: the last choice card in the list. */
const openCard = (messages: readonly AssistantMessage[]) =>
  messages.findLast(
    (message): message is ChoiceCard => message.kind === 'choices' && !message.confirmed,
  );

/** The list with one card replaced. */
const withCard = (messages: readonly AssistantMessage[], card: ChoiceCard) =>
  messages.map((message) => (message.id === card.id ? card : message));

/** What the patient's text sends ('' when nothing would be). */
const textOf = (event: { readonly text: string }) => chatTextToSend(event.text) ?? '';

/** A message takes its place in the list, with the next id. */
const posted = (
  context: Pick<ConversationContext, 'messages' | 'nextId'>,
  message: PendingMessage,
) => ({
  messages: [...context.messages, { ...message, id: context.nextId } as AssistantMessage],
  nextId: context.nextId + 1,
});

export const conversationMachine = setup({
  types: {
    input: {} as ConversationInput,
    context: {} as ConversationContext,
    events: {} as ConversationCommand,
  },
  delays: { scriptedMessage: CHAT_LIMITS.scriptedMessageDelayMs },
  actors: {
    /** Provided by the widget: the api client's sendPlasticSurgeryChat. */
    sendChat: fromPromise<PlasticSurgeryChatResponse, PlasticSurgeryChatRequest>(async () => {
      throw new Error('sendChat is provided by the widget');
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    hasText: ({ event }) => event.type === 'ask' && textOf(event) !== '',
    cardHasSelection: ({ context }) => (openCard(context.messages)?.selected.length ?? 0) > 0,
  },
  actions: {
    say: assign(({ context }, params: { messages: readonly PendingMessage[] }) => ({
      queue: [...context.queue, ...params.messages],
    })),
    post: assign(({ context }, params: { message: PendingMessage }) =>
      posted(context, params.message),
    ),
    // Typed before the bot's queued messages came out: they come first, as said.
    postText: assign(({ context, event }) => {
      if (event.type !== 'ask') return {};
      let delivered: Pick<ConversationContext, 'messages' | 'nextId'> = context;
      for (const message of context.queue) delivered = posted(delivered, message);
      return { ...posted(delivered, patientSays(textOf(event))), queue: [] };
    }),
    deliverNext: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      return next ? { ...posted(context, next), queue: rest } : {};
    }),
  },
}).createMachine({
  id: 'conversation',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    messages: [],
    queue: [],
    nextId: 1,
    replies: [],
    history: [],
    asking: '',
  }),
  on: {
    say: { actions: { type: 'say', params: ({ event }) => event } },
    post: { actions: { type: 'post', params: ({ event }) => event } },
    offer: { actions: assign(({ event }) => ({ replies: event.replies })) },
    tap: {
      actions: [
        {
          type: 'post',
          params: ({ context, event }) => ({
            message: patientSays(quickReplyLabel(event.reply, context.language)),
          }),
        },
        assign({ replies: [] }),
      ],
    },
    'card.toggle': {
      actions: assign(({ context, event }) => {
        const card = openCard(context.messages);
        if (!card?.options.some((option) => option.value === event.value)) return {};
        const next = toggleChoice(card.question, card.selected, event.value);
        const selected = card.options
          .map((option) => option.value)
          .filter((value) => next.includes(value));
        return { messages: withCard(context.messages, { ...card, selected }) };
      }),
    },
    'card.confirm': {
      guard: 'cardHasSelection',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const card = openCard(context.messages);
        if (!card) return;
        enqueue.assign({ messages: withCard(context.messages, { ...card, confirmed: true }) });
        enqueue.sendTo(event.sender, {
          type: 'card.confirmed',
          question: card.question,
          selected: card.selected,
        } satisfies CardConfirmed);
      }),
    },
  },
  states: {
    /** Delivers the queued bot messages, each 500 ms after the one before. */
    voice: {
      initial: 'quiet',
      states: {
        quiet: { always: { guard: 'hasQueued', target: 'speaking' } },
        speaking: {
          tags: 'responding',
          after: { scriptedMessage: { target: 'quiet', actions: 'deliverNext' } },
        },
      },
    },
    /** Free text to the assistant (chat/plastic-surgery); its flags go to the parent. */
    talk: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ask: {
              guard: 'hasText',
              target: 'waiting',
              actions: ['postText', assign(({ event }) => ({ asking: textOf(event) }))],
            },
          },
        },
        waiting: {
          tags: ['responding', 'busy'],
          // The chat input is disabled while an answer is awaited; a text that still
          // arrives shows as the patient's bubble and is not sent.
          on: { ask: { guard: 'hasText', actions: 'postText' } },
          invoke: {
            src: 'sendChat',
            input: ({ context }) => ({
              content: context.asking,
              temperature: CHAT_LIMITS.temperature,
              max_tokens: CHAT_LIMITS.maxTokens,
              history: context.history.slice(-CHAT_LIMITS.historyEntries),
            }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const answer = event.output;
                enqueue.assign({
                  history: [
                    ...context.history,
                    { prompt: context.asking, response: answer.response },
                  ],
                });
                enqueue({ type: 'say', params: { messages: [botSays(answer.response)] } });
                // A crisis gets help and nothing else: no offer to simulate or to book.
                if (answer.safety_category) enqueue.assign({ replies: [] });
                if (answer.should_collect_contact_info) {
                  enqueue.sendParent({ type: 'assistant.collectContact' } satisfies AssistantFlag);
                } else if (answer.should_simulate) {
                  enqueue.sendParent(
                    (isSimulationChoice(answer.procedure_to_simulate)
                      ? { type: 'assistant.simulate', procedure: answer.procedure_to_simulate }
                      : { type: 'assistant.askProcedure' }) satisfies AssistantFlag,
                  );
                }
              }),
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'say',
                params: ({ context }) => ({ messages: [chatFailed(context.language)] }),
              },
            },
          },
        },
      },
    },
  },
});

export type ConversationRef = ActorRefFrom<typeof conversationMachine>;
