import type { DoctorChatResponse } from '@afterlook/api';
import { CHAT_LIMITS, type Procedure, parseRelatedQuestions } from '@afterlook/domain';
import { type ActorRefFrom, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { type ChatMessage, chatMessage, sentCount } from '../../chat/chat-message.ts';
import type { LeadDetails } from '../../lead/build-lead-submission.ts';
import { type LeadDraft, type LeadOutcome, leadMachine } from '../../lead/lead-machine.ts';
import type { ResultPendingEvent } from '../photo-steps.ts';

/**
 * The doctor chatbot (docs/product/doctor-chat.md, state-machines.md#chat-flows) as a state machine with two regions that run
 * side by side: the conversation and the consultation form. Screens are fed by it and
 * send it events; the calls are actors the flow provides.
 *
 *   conversation:  ready ─message.send→ responding ─reply / failure→ ready
 *                  ready ─image.choose→ attaching ─uploaded / refused→ ready
 *                  attaching ─message.send→ (kept) ─uploaded / refused→ responding
 *   consultation:  closed ─consultation.open (more than 1 message sent)→ open
 *                  open (the lead machine, invoked) ─lead stored→ submitted
 *                                                   ─401→ sessionExpired
 *
 * 'submitted' attaches the conversation to the lead as lead messages.
 */

export interface DoctorChatInput {
  /** 'Sorry, something went wrong.' and 'Please choose an image file.' in the page's language. */
  readonly texts: { readonly chatFailed: string; readonly imagesOnly: string };
}

/** The image the patient attached: the file (its preview) and, once uploaded, its address. */
export interface ChatAttachment {
  readonly preview: Blob;
  readonly url: string | null;
}

const uploaded = (context: { attachment: ChatAttachment | null }, url: string) =>
  context.attachment ? { ...context.attachment, url } : null;

/** An upload refused: the photo goes, the reason shows. */
const refused = (error: unknown) => ({
  attachment: null,
  notice: error instanceof Error ? error.message : String(error),
});

export interface DoctorChatContext {
  readonly texts: DoctorChatInput['texts'];
  readonly messages: readonly ChatMessage[];
  /** The last reply's 'Related' questions. */
  readonly related: readonly string[];
  readonly attachment: ChatAttachment | null;
  /** A message sent while the photo uploads: asked once the upload is over. */
  readonly queued: string | null;
  /** Why an attached file was refused, until the next attempt or message. */
  readonly notice: string | null;
  /** The stored consultation lead. */
  readonly patientUuid: string | null;
}

export type DoctorChatEvent =
  | { readonly type: 'message.send'; readonly text: string }
  | { readonly type: 'image.choose'; readonly file: File }
  | { readonly type: 'image.remove' }
  | { readonly type: 'consultation.open' }
  | { readonly type: 'consultation.submit'; readonly draft: LeadDraft }
  // What useFlowActor forwards to every flow; the chat has no procedure or result.
  | { readonly type: 'host.procedure'; readonly procedure: Procedure }
  | ResultPendingEvent;

/** What the flow carries out: analytics of §7.4. */
export type DoctorChatEmitted =
  | { readonly type: 'messageSent'; readonly first: boolean }
  | { readonly type: 'consultationSubmitted'; readonly details: LeadDetails | null };

export interface AskDoctorInput {
  readonly content: string;
  /** The conversation before this message (its history). */
  readonly earlier: readonly ChatMessage[];
  readonly imageUrl: string | null;
}

export interface AttachConversationInput {
  readonly patientUuid: string;
  readonly messages: readonly ChatMessage[];
}

export const doctorChatMachine = setup({
  types: {
    input: {} as DoctorChatInput,
    context: {} as DoctorChatContext,
    events: {} as DoctorChatEvent,
    emitted: {} as DoctorChatEmitted,
  },
  actors: {
    /** POST {api}/openai/chat. */
    askDoctor: fromPromise<DoctorChatResponse, AskDoctorInput>(async () => {
      throw new Error('askDoctor is provided by the flow');
    }),
    /** The chosen file made a PNG and uploaded; answers its image_url (throws the reason). */
    attachImage: fromPromise<string, { readonly file: File }>(async () => {
      throw new Error('attachImage is provided by the flow');
    }),
    /** The conversation as lead messages (patient and bot), in order. */
    attachConversation: fromPromise<void, AttachConversationInput>(async () => {
      throw new Error('attachConversation is provided by the flow');
    }),
    lead: leadMachine,
  },
  guards: {
    isImage: ({ event }) => event.type === 'image.choose' && event.file.type.startsWith('image/'),
    /** 'Schedule a Consultation' is offered once more than 1 message was sent (docs/product/limits.md). */
    queued: ({ context }) => context.queued !== null,
    enoughMessages: ({ context }) =>
      sentCount(context.messages) > CHAT_LIMITS.scheduleSuggestionAfterMessages,
    leadStored: ({ event }) => (event as { output?: LeadOutcome }).output?.patientUuid != null,
  },
  actions: {
    addPatientMessage: assign(({ context, event }) => {
      if (event.type !== 'message.send') return {};
      const message = chatMessage('user', event.text, {
        imageUrl: context.attachment?.url ?? null,
      });
      return {
        messages: [...context.messages, message],
        related: [],
        attachment: null,
        notice: null,
      };
    }),
    /** The kept message, with the photo when it uploaded (a refusal's notice stays). */
    addQueuedMessage: assign(({ context }) => ({
      messages: [
        ...context.messages,
        chatMessage('user', context.queued ?? '', { imageUrl: context.attachment?.url ?? null }),
      ],
      related: [],
      attachment: null,
      queued: null,
    })),
    reportSent: emit(({ context }) => ({
      type: 'messageSent' as const,
      first: sentCount(context.messages) === 1,
    })),
  },
}).createMachine({
  id: 'doctorChat',
  context: ({ input }) => ({
    texts: input.texts,
    messages: [],
    related: [],
    attachment: null,
    queued: null,
    notice: null,
    patientUuid: null,
  }),
  type: 'parallel',
  states: {
    conversation: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'message.send': {
              target: 'responding',
              actions: ['addPatientMessage', 'reportSent'],
            },
            'image.choose': [
              {
                guard: 'isImage',
                target: 'attaching',
                actions: assign({
                  attachment: ({ event }) => ({ preview: event.file, url: null }),
                  notice: null,
                }),
              },
              { actions: assign({ notice: ({ context }) => context.texts.imagesOnly }) },
            ],
            'image.remove': { actions: assign({ attachment: null }) },
          },
        },
        attaching: {
          invoke: {
            src: 'attachImage',
            input: ({ event }) => ({ file: (event as { file: File }).file }),
            onDone: [
              {
                guard: 'queued',
                target: 'responding',
                actions: [
                  assign({ attachment: ({ context, event }) => uploaded(context, event.output) }),
                  'addQueuedMessage',
                  'reportSent',
                ],
              },
              {
                target: 'ready',
                actions: assign({
                  attachment: ({ context, event }) => uploaded(context, event.output),
                }),
              },
            ],
            onError: [
              {
                guard: 'queued',
                target: 'responding',
                actions: [
                  assign(({ event }) => refused(event.error)),
                  'addQueuedMessage',
                  'reportSent',
                ],
              },
              { target: 'ready', actions: assign(({ event }) => refused(event.error)) },
            ],
          },
          on: {
            // Removing it while it uploads drops it: the upload's answer is not waited for.
            'image.remove': { target: 'ready', actions: assign({ attachment: null }) },
            'message.send': { actions: assign({ queued: ({ event }) => event.text }) },
          },
        },
        responding: {
          invoke: {
            src: 'askDoctor',
            input: ({ context }) => {
              const asked = context.messages.at(-1);
              return {
                content: asked?.content ?? '',
                earlier: context.messages.slice(0, -1),
                imageUrl: asked?.imageUrl ?? null,
              };
            },
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                messages: [
                  ...context.messages,
                  chatMessage('bot', event.output.response, {
                    source: event.output.source ?? null,
                  }),
                ],
                related: parseRelatedQuestions(event.output.questions),
              })),
            },
            // docs/product/errors.md: a failed chat request is the bot's 'Sorry, something went wrong.'
            onError: {
              target: 'ready',
              actions: assign(({ context }) => ({
                messages: [...context.messages, chatMessage('bot', context.texts.chatFailed)],
              })),
            },
          },
        },
      },
    },
    consultation: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'consultation.open': { guard: 'enoughMessages', target: 'open' } },
        },
        open: {
          invoke: {
            id: 'lead',
            src: 'lead',
            onDone: [
              {
                guard: 'leadStored',
                target: 'submitted',
                actions: [
                  assign({ patientUuid: ({ event }) => event.output.patientUuid }),
                  emit(({ event }) => ({
                    type: 'consultationSubmitted' as const,
                    details: event.output.details,
                  })),
                ],
              },
              { target: 'sessionExpired' },
            ],
          },
          on: {
            'consultation.submit': {
              actions: sendTo('lead', ({ event }) => ({ type: 'submit', draft: event.draft })),
            },
          },
        },
        /** 'Thank you for filling the form...'; the conversation goes onto the lead. */
        submitted: {
          invoke: {
            src: 'attachConversation',
            input: ({ context }) => ({
              patientUuid: context.patientUuid ?? '',
              messages: context.messages,
            }),
            // The lead is stored: a message that did not go through is only logged.
            onError: {
              actions: ({ event }) =>
                console.warn(
                  'AfterLook: the conversation was not attached to the lead',
                  event.error,
                ),
            },
          },
        },
        /** 'Session has expired. Page will refresh in 3 seconds.' */
        sessionExpired: {},
      },
    },
  },
});

export type DoctorChatActor = ActorRefFrom<typeof doctorChatMachine>;
