import type {
  ChatHistoryEntry,
  CoordinatorFormData,
  LeadMessageResponse,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
} from '@afterlook/api';
import {
  CHAT_LIMITS,
  chatTextToSend,
  type FormName,
  indefiniteArticle,
  intakeProcedures,
  interpolate,
  type Language,
  MESSAGES,
  type Procedure,
  procedureDisplayName,
  TIER1_SIMULATION_CHOICES,
} from '@afterlook/domain';
import { and, assign, emit, enqueueActions, fromPromise, not, setup } from 'xstate';
import type { LeadDetails } from '../../lead/build-lead-submission.ts';
import type { LeadDraft } from '../../lead/lead-machine.ts';
import { type LeadOutcomeEvent, type LeadRef, watchLead } from '../../lead/watch-lead.ts';
import { type ModelSource, type PhotoSource, patientPhoto } from '../../photo/photo-source.ts';
import type { SimulationOutcome } from '../../result/run-simulation.ts';
import type { PhotoStepEvent, ResultPendingEvent } from '../photo-steps.ts';
import {
  type AssistantMessage,
  botSays,
  choiceCard,
  type IntakeChoiceQuestion,
  type PendingMessage,
  patientSays,
  type QuickReply,
  quickReplyLabel,
  type ReplyId,
} from './assistant-messages.ts';
import {
  FIXED_CHOICES,
  INTAKE_ANSWER_RULES,
  type IntakeAnswers,
  type IntakeTextQuestion,
  NO_ANSWERS,
  toggleChoice,
} from './coordinator-intake.ts';

/**
 * The tier-1 AI assistant (SPEC.md §2.7, §4.4) as a state machine. Two regions run side
 * by side: `flow`, what the patient is doing, and `voice`, which delivers the scripted
 * bot messages one at a time, 500 ms apart (CHAT_LIMITS.scriptedMessageDelayMs), so the
 * machine owns the chat's timing. A third, `talk`, sends free text to the assistant
 * (chat/plastic-surgery) and turns its flags into flow changes.
 *
 *   welcome ─Simulate a Procedure─▶ simulate.ask ─procedure─▶ example ─▶ run ─▶ exampleShown
 *      │                              ▲                                   │ (patient photo)
 *      │                              └── anotherProcedure ── resultShown ◀┴─ contact (lead form)
 *      │   exampleShown / resultShown ─my images / another image─▶ scanInstructions ─▶ scan
 *      │                                   (upload instead: upload) ─▶ simulate.run
 *      └─Talk to a Patient Coordinator─▶ intake: firstName → lastName → phone → age → height
 *            → weight → health → procedureArea → procedures → timing → submitting
 *            → anythingElse ─No─▶ done;  ─Yes─▶ message → sendingMessage → done
 *
 * Server flags, from any state where the chat is open: should_collect_contact_info →
 * intake; should_simulate with a procedure → run it; without one → ask for one.
 * Nothing here knows React: screens render the snapshot and send the events below.
 */

export interface Tier1AssistantInput {
  readonly language: Language;
  /** The assistant's name (clinic-info's persona, else '{clinic} AI'). */
  readonly assistantName: string;
  readonly offeredProcedures: readonly Procedure[];
  readonly formName: FormName;
  readonly formUserId: string;
  /** The lead of the contact form shown before the patient's own result. */
  readonly contactLead: LeadRef;
  /** The lead the coordinator intake submits. */
  readonly intakeLead: LeadRef;
}

type SimulationSuccess = Extract<SimulationOutcome, { kind: 'success' }>;

export interface Tier1AssistantContext extends Tier1AssistantInput {
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
  readonly procedure: Procedure | null;
  /** The picture the simulation runs on: the example model or the patient's photo. */
  readonly source: PhotoSource | null;
  /** The patient's own photo, once they gave one ('Simulate on another procedure' reuses it). */
  readonly photo: PhotoSource | null;
  readonly uploadType: 'scan' | 'upload' | null;
  /** The photo on the upload screen, before 'Upload photos'. */
  readonly uploadDraft: Blob | null;
  /** The last result on the patient's photo (the contact lead carries its batch). */
  readonly result: SimulationSuccess | null;
  /** The patient left their details (contact form or intake): not asked again. */
  readonly contactGiven: boolean;
  readonly answers: IntakeAnswers;
  /** The intake's lead, once stored (the follow-up message is sent to it). */
  readonly patientUuid: string | null;
  readonly followUp: string;
}

export type Tier1AssistantEvent =
  | { readonly type: 'reply'; readonly id: ReplyId }
  | { readonly type: 'procedure.choose'; readonly procedure: Procedure }
  /** The chat input: a question for the assistant, or the intake's typed answer. */
  | { readonly type: 'chat.send'; readonly text: string }
  | { readonly type: 'choice.toggle'; readonly value: string }
  | { readonly type: 'choice.confirm' }
  /** The contact form before the patient's result. */
  | { readonly type: 'contact.submit'; readonly details: LeadDetails }
  /** The follow-up message box after 'Yes'. */
  | { readonly type: 'message.send'; readonly text: string }
  /** The scan and upload screens' events (the other photo steps are not in this flow). */
  | PhotoStepEvent
  | ResultPendingEvent
  /** The host page named a procedure (contextProcedure): the next scan and simulation use it. */
  | { readonly type: 'host.procedure'; readonly procedure: Procedure }
  | LeadOutcomeEvent
  /** Raised by the talk region from the assistant's flags. */
  | { readonly type: 'server.collectContact' }
  | { readonly type: 'server.simulate'; readonly procedure: Procedure | null }
  | { readonly type: 'talk.ask'; readonly text: string };

/** Reported to the React layer (analytics, host page). */
export type Tier1AssistantEmitted =
  | { readonly type: 'coordinatorRequested' }
  | {
      readonly type: 'leadSubmitted';
      readonly details: LeadDetails;
      readonly procedure: Procedure | null;
    }
  | {
      readonly type: 'simulationComplete';
      readonly procedure: Procedure;
      readonly simulationType: 'model' | 'scan' | 'upload';
    };

export interface SimulateInput {
  readonly source: PhotoSource;
  readonly procedure: Procedure;
}

export interface LeadMessageInput {
  readonly patientUuid: string;
  readonly message: string;
}

const texts = (context: { readonly language: Language }) =>
  MESSAGES[context.language].tier1Assistant;

const procedureWords = (procedure: Procedure, language: Language) => ({
  a: indefiniteArticle(procedure, language),
  procedure: procedureDisplayName(procedure, language),
});

type AssistantTexts = ReturnType<typeof texts>;

/** A bot line about the chosen procedure ('Let me simulate a BBL on her.'); none without one. */
const aboutProcedure = (
  context: Pick<Tier1AssistantContext, 'language' | 'procedure'>,
  pick: (t: AssistantTexts) => string,
  picture?: PhotoSource,
): PendingMessage[] =>
  context.procedure
    ? [
        botSays(
          interpolate(pick(texts(context)), procedureWords(context.procedure, context.language)),
          picture,
        ),
      ]
    : [];

const isSimulationChoice = (procedure: Procedure | null): procedure is Procedure =>
  procedure !== null && (TIER1_SIMULATION_CHOICES as readonly Procedure[]).includes(procedure);

const offers = (replies: readonly QuickReply[], reply: QuickReply): boolean =>
  replies.some((offered) =>
    offered.kind === 'reply'
      ? reply.kind === 'reply' && reply.id === offered.id
      : reply.kind === 'procedure' && reply.procedure === offered.procedure,
  );

const reply = (id: ReplyId): QuickReply => ({ kind: 'reply', id });

/** The card being answered: the last choice card in the list. */
const openCard = (messages: readonly AssistantMessage[]) =>
  messages.findLast(
    (message): message is Extract<AssistantMessage, { kind: 'choices' }> =>
      message.kind === 'choices' && !message.confirmed,
  );

/** The lead's name and phone from the intake's typed answers. */
const intakeDetails = (answers: IntakeAnswers): LeadDetails => ({
  firstName: answers.text.firstName ?? '',
  lastName: answers.text.lastName ?? '',
  phone: answers.text.phone ?? '',
});

/** Bot messages join the queue; the voice region delivers them in turn. */
const queued = (
  context: Tier1AssistantContext,
  ...messages: readonly PendingMessage[]
): Partial<Tier1AssistantContext> => ({ queue: [...context.queue, ...messages] });

/** A message takes its place in the list at once (the patient's own bubbles). */
const posted = (
  context: Tier1AssistantContext,
  message: PendingMessage,
): Partial<Tier1AssistantContext> => ({
  messages: [...context.messages, { ...message, id: context.nextId } as AssistantMessage],
  nextId: context.nextId + 1,
});

/** The tier-1 chat's form_data (SPEC.md §3; `weigh` is the wire name). */
export const coordinatorFormData = (answers: IntakeAnswers): CoordinatorFormData => ({
  firstName: answers.text.firstName ?? '',
  lastName: answers.text.lastName ?? '',
  phone: answers.text.phone ?? '',
  age: answers.text.age ?? '',
  weigh: answers.text.weight ?? '',
  height: answers.text.height ?? '',
  healthHistory: [...answers.healthHistory],
  procedureAreas: [...answers.procedureAreas],
  procedures: [...answers.procedures],
  procedureTime: answers.procedureTime ?? '',
});

/** The patient's tap on a reply the assistant offers. */
const tapped = (id: ReplyId) => ({ type: 'offeredReply', params: { id } }) as const;

/** Free text where the chat is open goes to the assistant. */
const ASK_ASSISTANT = { guard: 'hasText', actions: ['postText', 'askServer'] } as const;

export const tier1AssistantMachine = setup({
  types: {
    input: {} as Tier1AssistantInput,
    context: {} as Tier1AssistantContext,
    events: {} as Tier1AssistantEvent,
    emitted: {} as Tier1AssistantEmitted,
  },
  delays: { scriptedMessage: CHAT_LIMITS.scriptedMessageDelayMs },
  actors: {
    watchLead,
    /** Provided by the widget: the api client's sendPlasticSurgeryChat. */
    sendChat: fromPromise<PlasticSurgeryChatResponse, PlasticSurgeryChatRequest>(async () => {
      throw new Error('sendChat is provided by the widget');
    }),
    /** Provided by the widget: the procedure's first sample model, or null. */
    loadExampleModel: fromPromise<ModelSource | null, { readonly procedure: Procedure }>(
      async () => {
        throw new Error('loadExampleModel is provided by the widget');
      },
    ),
    /** Provided by the widget: runSimulation (upload, transform, polling). */
    simulate: fromPromise<SimulationOutcome, SimulateInput>(async () => {
      throw new Error('simulate is provided by the widget');
    }),
    /** Provided by the widget: the api client's sendLeadMessage (sender_type patient). */
    sendLeadMessage: fromPromise<LeadMessageResponse, LeadMessageInput>(async () => {
      throw new Error('sendLeadMessage is provided by the widget');
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    offeredProcedure: ({ context, event }) =>
      event.type === 'procedure.choose' &&
      offers(context.replies, { kind: 'procedure', procedure: event.procedure }),
    /** The patient tapped this reply, and it is one the assistant offers. */
    offeredReply: ({ context, event }, params: { id: ReplyId }) =>
      event.type === 'reply' && event.id === params.id && offers(context.replies, reply(params.id)),
    hasPhoto: ({ context }) => context.photo !== null,
    hasProcedure: ({ context }) => context.procedure !== null,
    onPatientPhoto: ({ context }) => context.source?.kind === 'photo',
    contactGiven: ({ context }) => context.contactGiven,
    intakeDone: ({ context }) => context.patientUuid !== null,
    hasSelection: ({ context }) => (openCard(context.messages)?.selected.length ?? 0) > 0,
    hasText: ({ event }) =>
      (event.type === 'chat.send' || event.type === 'message.send') &&
      chatTextToSend(event.text) !== null,
  },
  actions: {
    /** Queues bot messages; the voice region delivers them 500 ms apart. */
    say: assign(({ context }, params: { messages: readonly PendingMessage[] }) => ({
      queue: [...context.queue, ...params.messages],
    })),
    /** The patient's own bubble shows at once (it is what they just did). */
    post: assign(({ context }, params: { message: PendingMessage }) => ({
      messages: [
        ...context.messages,
        { ...params.message, id: context.nextId } as AssistantMessage,
      ],
      nextId: context.nextId + 1,
    })),
    deliverNext: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      if (!next) return {};
      return {
        messages: [...context.messages, { ...next, id: context.nextId } as AssistantMessage],
        nextId: context.nextId + 1,
        queue: rest,
      };
    }),
    offer: assign((_, params: { replies: readonly QuickReply[] }) => ({ replies: params.replies })),
    /** The patient's tap on a quick reply becomes their bubble; the replies go away. */
    postReply: enqueueActions(({ context, event, enqueue }) => {
      const tapped: QuickReply | null =
        event.type === 'reply'
          ? reply(event.id)
          : event.type === 'procedure.choose'
            ? { kind: 'procedure', procedure: event.procedure }
            : null;
      if (!tapped) return;
      enqueue.assign(({ context: now }) =>
        posted(now, patientSays(quickReplyLabel(tapped, context.language))),
      );
      enqueue.assign({ replies: [] });
    }),
    postText: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'chat.send' && event.type !== 'message.send') return;
      const text = chatTextToSend(event.text);
      if (text) enqueue.assign(({ context: now }) => posted(now, patientSays(text)));
    }),
    askProcedure: assign(({ context }) => queued(context, botSays(texts(context).whichProcedure))),
    offerProcedures: assign({
      replies: TIER1_SIMULATION_CHOICES.map(
        (procedure): QuickReply => ({ kind: 'procedure', procedure }),
      ),
    }),
    setProcedure: assign(({ event }) =>
      event.type === 'procedure.choose' || event.type === 'server.simulate'
        ? { procedure: event.procedure }
        : {},
    ),
    usePhoto: assign(({ context }) => ({ source: context.photo })),
    /** The scan's or the upload's photo comes back to the chat as the patient's bubble. */
    takePhoto: enqueueActions(
      ({ context, event, enqueue }, params: { uploadType: 'scan' | 'upload' }) => {
        const blob =
          event.type === 'scan.captured'
            ? event.photo
            : event.type === 'upload.submitted'
              ? context.uploadDraft
              : null;
        const { procedure } = context;
        if (!blob || !procedure) return;
        const photo = patientPhoto(
          blob,
          event.type === 'scan.captured' ? event.viewType : undefined,
        );
        enqueue.assign({ photo, source: photo, uploadType: params.uploadType, uploadDraft: null });
        enqueue.assign(({ context: now }) => posted(now, patientSays('', photo)));
        enqueue.assign(({ context: now }) =>
          queued(now, ...aboutProcedure(now, (t) => t.photoReceived)),
        );
      },
    ),
    sayAboutProcedure: assign(
      ({ context }, params: { pick: (t: AssistantTexts) => string; picture?: PhotoSource }) =>
        queued(context, ...aboutProcedure(context, params.pick, params.picture)),
    ),
    sayFailed: assign(({ context }) =>
      queued(context, botSays(MESSAGES[context.language].errors.chatFailed)),
    ),
    /** The result on the screen: the after image, and the simulation counted. */
    showResult: enqueueActions(
      ({ context, enqueue }, params: { outcome: SimulationSuccess; text: string }) => {
        const { source, procedure } = context;
        if (!source || !procedure) return;
        const after = params.outcome.images[params.outcome.startIndex] ?? params.outcome.images[0];
        if (!after) return;
        enqueue.assign(({ context: now }) =>
          queued(
            now,
            botSays(interpolate(params.text, procedureWords(procedure, context.language))),
            {
              kind: 'result',
              sender: 'bot',
              procedure,
              source,
              after,
              beforeUrl: params.outcome.beforeUrl,
              region: params.outcome.region,
            },
          ),
        );
        enqueue.emit({
          type: 'simulationComplete',
          procedure,
          simulationType: source.kind === 'model' ? 'model' : (context.uploadType ?? 'scan'),
        });
      },
    ),
    submitContact: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'contact.submit') return;
      const draft: LeadDraft = {
        details: event.details,
        formName: context.formName,
        formUserId: context.formUserId,
        batchId: Promise.resolve(context.result?.batchId ?? null),
        uploadType: context.uploadType ?? 'scan',
        procedure: context.procedure,
        imageUrl: null,
        email: null,
      };
      enqueue.sendTo(context.contactLead, { type: 'submit', draft });
    }),
    submitIntake: enqueueActions(({ context, enqueue }) => {
      const draft: LeadDraft = {
        details: intakeDetails(context.answers),
        formName: context.formName,
        formUserId: context.formUserId,
        batchId: Promise.resolve(context.result?.batchId ?? null),
        uploadType: 'chatbot',
        procedure: context.procedure,
        imageUrl: null,
        email: null,
        intake: coordinatorFormData(context.answers),
      };
      enqueue.sendTo(context.intakeLead, { type: 'submit', draft });
    }),
    askQuestion: enqueueActions(
      ({ context, enqueue }, params: { question: IntakeTextQuestion }) => {
        const template = texts(context).intake[params.question];
        const text = interpolate(template, { firstName: context.answers.text.firstName ?? '' });
        enqueue.assign(({ context: now }) => queued(now, botSays(text)));
      },
    ),
    /** A typed answer: kept when it passes its rule, else the rule's message. */
    answer: enqueueActions(
      ({ context, event, enqueue }, params: { question: IntakeTextQuestion }) => {
        if (event.type !== 'chat.send') return;
        const checked = INTAKE_ANSWER_RULES[params.question](event.text, context.language);
        if (checked.ok) {
          enqueue.assign({
            answers: {
              ...context.answers,
              text: { ...context.answers.text, [params.question]: checked.value },
            },
          });
        } else {
          enqueue.assign(({ context: now }) => queued(now, botSays(checked.error)));
        }
      },
    ),
    askChoice: enqueueActions(
      ({ context, enqueue }, params: { question: IntakeChoiceQuestion }) => {
        const values: readonly string[] =
          params.question === 'procedures'
            ? intakeProcedures(context.answers.procedureAreas, context.offeredProcedures)
            : FIXED_CHOICES[params.question];
        enqueue.assign(({ context: now }) =>
          queued(
            now,
            botSays(texts(context).intake[params.question]),
            choiceCard(params.question, values, context.language),
          ),
        );
      },
    ),
    toggleChoice: assign(({ context, event }) => {
      const card = openCard(context.messages);
      if (!card || event.type !== 'choice.toggle') return {};
      if (!card.options.some((option) => option.value === event.value)) return {};
      const next = toggleChoice(card.question, card.selected, event.value);
      const selected = card.options
        .map((option) => option.value)
        .filter((value) => next.includes(value));
      return {
        messages: context.messages.map((message) =>
          message.id === card.id ? { ...card, selected } : message,
        ),
      };
    }),
    confirmChoice: assign(({ context }) => {
      const card = openCard(context.messages);
      if (!card) return {};
      const { selected } = card;
      const answers: IntakeAnswers = {
        ...context.answers,
        ...(card.question === 'health'
          ? { healthHistory: FIXED_CHOICES.health.filter((value) => selected.includes(value)) }
          : card.question === 'procedureArea'
            ? {
                procedureAreas: FIXED_CHOICES.procedureArea.filter((value) =>
                  selected.includes(value),
                ),
              }
            : card.question === 'procedures'
              ? { procedures: [...selected] }
              : { procedureTime: selected[0] ?? null }),
      };
      return {
        answers,
        messages: context.messages.map((message) =>
          message.id === card.id ? { ...card, confirmed: true } : message,
        ),
      };
    }),
    askServer: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'chat.send') return;
      const text = chatTextToSend(event.text);
      if (text) enqueue.raise({ type: 'talk.ask', text });
    }),
    requestCoordinator: emit({ type: 'coordinatorRequested' } as const),
    /** The button's way in; the assistant's own reply introduces it when its flag leads there. */
    introduceIntake: assign(({ context }) => queued(context, botSays(texts(context).intake.intro))),
    offerNothing: assign({ replies: [] }),
    sayOutcomeFailure: enqueueActions(({ context, event, enqueue }) => {
      const outcome = (event as { output?: SimulationOutcome }).output;
      const text =
        outcome?.kind === 'failed' ? outcome.message : MESSAGES[context.language].errors.chatFailed;
      enqueue.assign(({ context: now }) => queued(now, botSays(text)));
    }),
    sayDone: assign(({ context }) => queued(context, botSays(texts(context).intake.done))),
    leadGiven: enqueueActions(({ context, enqueue }, params: { details: LeadDetails }) => {
      enqueue.assign({ contactGiven: true });
      enqueue.emit({
        type: 'leadSubmitted',
        details: params.details,
        procedure: context.procedure,
      });
    }),
    /** One scripted line of the assistant's texts. */
    sayLine: assign(({ context }, params: { pick: (t: ReturnType<typeof texts>) => string }) =>
      queued(context, botSays(params.pick(texts(context)))),
    ),
  },
}).createMachine({
  id: 'tier1Assistant',
  type: 'parallel',
  on: { 'host.procedure': { actions: assign(({ event }) => ({ procedure: event.procedure })) } },
  context: ({ input }) => ({
    ...input,
    messages: [],
    queue: [
      botSays(
        interpolate(MESSAGES[input.language].tier1Assistant.welcome, {
          assistant: input.assistantName,
        }),
      ),
    ],
    nextId: 1,
    replies: [],
    history: [],
    asking: '',
    procedure: null,
    source: null,
    photo: null,
    uploadType: null,
    uploadDraft: null,
    result: null,
    contactGiven: false,
    answers: NO_ANSWERS,
    patientUuid: null,
    followUp: '',
  }),
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
    /** Free text to the assistant (chat/plastic-surgery); its flags steer the flow. */
    talk: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'talk.ask': {
              target: 'waiting',
              actions: assign(({ event }) => ({ asking: event.text })),
            },
          },
        },
        waiting: {
          tags: ['responding', 'busy'],
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
                if (answer.should_collect_contact_info) {
                  enqueue.raise({ type: 'server.collectContact' });
                } else if (answer.should_simulate) {
                  enqueue.raise({
                    type: 'server.simulate',
                    procedure: isSimulationChoice(answer.procedure_to_simulate)
                      ? answer.procedure_to_simulate
                      : null,
                  });
                }
              }),
            },
            onError: { target: 'idle', actions: 'sayFailed' },
          },
        },
      },
    },
    flow: {
      initial: 'welcome',
      on: {
        'server.collectContact': {
          guard: not('intakeDone'),
          target: '.intake',
          actions: 'offerNothing',
        },
        'server.simulate': [
          {
            guard: ({ event }) => event.procedure !== null,
            target: '.simulate.start',
            actions: 'setProcedure',
          },
          { target: '.simulate.ask' },
        ],
      },
      states: {
        /** The welcome message with 'Simulate a Procedure' / 'Talk to a Patient Coordinator'. */
        welcome: {
          tags: 'chat',
          entry: { type: 'offer', params: { replies: [reply('simulate'), reply('coordinator')] } },
          on: {
            'chat.send': ASK_ASSISTANT,
            reply: [
              {
                guard: tapped('simulate'),
                target: 'simulate',
                actions: ['postReply', 'askProcedure'],
              },
              {
                guard: tapped('coordinator'),
                target: 'intake',
                actions: ['postReply', 'requestCoordinator', 'introduceIntake'],
              },
            ],
          },
        },
        simulate: {
          initial: 'ask',
          states: {
            /** 'Which procedure should we start with?' with the six choices. */
            ask: {
              entry: 'offerProcedures',
              on: {
                'procedure.choose': {
                  guard: 'offeredProcedure',
                  target: 'start',
                  actions: ['postReply', 'setProcedure'],
                },
              },
            },
            /** On the patient's photo when they gave one, else on an example model. */
            start: {
              always: [
                {
                  guard: 'hasPhoto',
                  target: 'run',
                  actions: [
                    'usePhoto',
                    { type: 'sayAboutProcedure', params: { pick: (t) => t.photoReceived } },
                  ],
                },
                { target: 'example' },
              ],
            },
            /** The example model image for the procedure. */
            example: {
              tags: 'busy',
              invoke: {
                src: 'loadExampleModel',
                input: ({ context }) => ({ procedure: context.procedure ?? 'BBL' }),
                onDone: [
                  {
                    guard: ({ event }) => event.output !== null,
                    target: 'run',
                    actions: [
                      assign(({ event }) => (event.output ? { source: event.output } : {})),
                      {
                        type: 'sayAboutProcedure',
                        params: ({ event }) => ({
                          pick: (t: AssistantTexts) => t.exampleModel,
                          ...(event.output ? { picture: event.output } : {}),
                        }),
                      },
                    ],
                  },
                  {
                    target: 'exampleShown',
                    actions: {
                      type: 'sayAboutProcedure',
                      params: { pick: (t: AssistantTexts) => t.noExampleModel },
                    },
                  },
                ],
                onError: { target: 'exampleShown', actions: 'sayFailed' },
              },
            },
            /** The simulation through the transform pipeline. */
            run: {
              tags: 'busy',
              invoke: {
                src: 'simulate',
                input: ({ context }) => {
                  if (!context.source || !context.procedure) {
                    throw new Error('a simulation needs a picture and a procedure');
                  }
                  return { source: context.source, procedure: context.procedure };
                },
                onDone: [
                  {
                    guard: ({ event }) => event.output.kind === 'sessionExpired',
                    target: '#tier1Assistant.flow.sessionExpired',
                  },
                  {
                    guard: and([({ event }) => event.output.kind === 'failed', 'onPatientPhoto']),
                    target: 'resultShown',
                    actions: 'sayOutcomeFailure',
                  },
                  {
                    guard: ({ event }) => event.output.kind === 'failed',
                    target: 'exampleShown',
                    actions: 'sayOutcomeFailure',
                  },
                  {
                    guard: not('onPatientPhoto'),
                    target: 'exampleShown',
                    actions: enqueueActions(({ context, event, enqueue }) => {
                      if (event.output.kind !== 'success') return;
                      enqueue({
                        type: 'showResult',
                        params: { outcome: event.output, text: texts(context).exampleResult },
                      });
                    }),
                  },
                  {
                    guard: 'contactGiven',
                    target: 'resultShown',
                    actions: enqueueActions(({ context, event, enqueue }) => {
                      if (event.output.kind !== 'success') return;
                      enqueue.assign({ result: event.output });
                      enqueue({
                        type: 'showResult',
                        params: { outcome: event.output, text: texts(context).yourResult },
                      });
                    }),
                  },
                  {
                    target: 'contact',
                    actions: enqueueActions(({ event, enqueue }) => {
                      if (event.output.kind !== 'success') return;
                      enqueue.assign({ result: event.output });
                      enqueue({
                        type: 'sayLine',
                        params: { pick: (t: ReturnType<typeof texts>) => t.contactFirst },
                      });
                    }),
                  },
                ],
                onError: [
                  { guard: 'onPatientPhoto', target: 'resultShown', actions: 'sayFailed' },
                  { target: 'exampleShown', actions: 'sayFailed' },
                ],
              },
            },
            /** After the example: 'Simulate a procedure on my images' / 'Talk to a Patient Coordinator'. */
            exampleShown: {
              tags: 'chat',
              // The coordinator is offered until the intake is in.
              entry: {
                type: 'offer',
                params: ({ context }) => ({
                  replies:
                    context.patientUuid === null
                      ? [reply('simulateOnMyImages'), reply('coordinator')]
                      : [reply('simulateOnMyImages')],
                }),
              },
              on: {
                'chat.send': ASK_ASSISTANT,
                reply: [
                  {
                    guard: and(['hasProcedure', tapped('simulateOnMyImages')]),
                    target: '#tier1Assistant.flow.scanInstructions',
                    actions: 'postReply',
                  },
                  {
                    guard: and([not('intakeDone'), tapped('coordinator')]),
                    target: '#tier1Assistant.flow.intake',
                    actions: ['postReply', 'requestCoordinator', 'introduceIntake'],
                  },
                ],
              },
            },
            /** The contact form, before the patient's own result. */
            contact: {
              entry: { type: 'offer', params: { replies: [] } },
              invoke: { src: 'watchLead', input: ({ context }) => ({ lead: context.contactLead }) },
              on: {
                'contact.submit': { actions: 'submitContact' },
                'lead.submitted': {
                  target: 'resultShown',
                  actions: enqueueActions(({ context, enqueue }) => {
                    const { details } = context.contactLead.getSnapshot().context;
                    if (details) enqueue({ type: 'leadGiven', params: { details } });
                    if (context.result) {
                      enqueue({
                        type: 'showResult',
                        params: { outcome: context.result, text: texts(context).yourResult },
                      });
                    }
                  }),
                },
                'lead.sessionExpired': { target: '#tier1Assistant.flow.sessionExpired' },
              },
            },
            /** After the result: 'Simulate on another procedure' / 'Upload another image'. */
            resultShown: {
              tags: 'chat',
              entry: {
                type: 'offer',
                params: { replies: [reply('anotherProcedure'), reply('anotherImage')] },
              },
              on: {
                'chat.send': ASK_ASSISTANT,
                reply: [
                  {
                    guard: tapped('anotherProcedure'),
                    target: 'ask',
                    actions: ['postReply', 'askProcedure'],
                  },
                  {
                    guard: tapped('anotherImage'),
                    target: '#tier1Assistant.flow.scanInstructions',
                    actions: 'postReply',
                  },
                ],
              },
            },
            /** Where 'back' from the scan screens returns. */
            hist: { type: 'history' },
          },
        },
        /** Scan instructions (Continue). */
        scanInstructions: {
          on: {
            continue: { target: 'scan' },
            'capture.useUpload': { target: 'upload' },
            back: { target: 'simulate.hist' },
          },
        },
        /** The camera capture; the photo goes back to the chat and is simulated. */
        scan: {
          on: {
            'scan.captured': {
              target: 'simulate.run',
              actions: { type: 'takePhoto', params: { uploadType: 'scan' } },
            },
            'capture.useUpload': { target: 'upload' },
            back: { target: 'scanInstructions' },
          },
        },
        /** 'Upload a photo' when the scan is not possible. */
        upload: {
          on: {
            'upload.photo': { actions: assign(({ event }) => ({ uploadDraft: event.photo })) },
            'upload.submitted': {
              guard: ({ context }) => context.uploadDraft !== null,
              target: 'simulate.run',
              actions: { type: 'takePhoto', params: { uploadType: 'upload' } },
            },
            back: { target: 'simulate.hist' },
          },
        },
        /** The patient-coordinator intake (SPEC.md §4.4), in the spec's order. */
        intake: {
          initial: 'firstName',
          states: {
            firstName: textQuestion('firstName', 'lastName'),
            lastName: textQuestion('lastName', 'phone'),
            phone: textQuestion('phone', 'age'),
            age: textQuestion('age', 'height'),
            height: textQuestion('height', 'weight'),
            weight: textQuestion('weight', 'health'),
            health: choiceQuestion('health', 'procedureArea'),
            procedureArea: choiceQuestion('procedureArea', 'procedures'),
            procedures: choiceQuestion('procedures', 'timing'),
            timing: choiceQuestion('timing', 'submitting'),
            /** The lead with the tier-1 form_data. */
            submitting: {
              tags: 'busy',
              entry: 'submitIntake',
              invoke: { src: 'watchLead', input: ({ context }) => ({ lead: context.intakeLead }) },
              on: {
                'lead.submitted': {
                  target: 'anythingElse',
                  actions: [
                    assign(({ event }) => ({ patientUuid: event.patientUuid })),
                    {
                      type: 'leadGiven',
                      params: ({ context }) => ({ details: intakeDetails(context.answers) }),
                    },
                    {
                      type: 'sayLine',
                      params: { pick: (t: ReturnType<typeof texts>) => t.intake.anythingElse },
                    },
                  ],
                },
                'lead.failed': {
                  target: 'failed',
                  actions: {
                    type: 'say',
                    params: ({ context }) => ({
                      messages: [botSays(MESSAGES[context.language].errors.submitFailed)],
                    }),
                  },
                },
                'lead.sessionExpired': { target: '#tier1Assistant.flow.sessionExpired' },
              },
            },
            failed: {
              entry: { type: 'offer', params: { replies: [reply('retry')] } },
              on: {
                reply: {
                  guard: tapped('retry'),
                  target: 'submitting',
                  actions: 'postReply',
                },
              },
            },
            /** 'Thank you! Is there anything else you'd like to tell the patient coordinator?' */
            anythingElse: {
              entry: { type: 'offer', params: { replies: [reply('yes'), reply('no')] } },
              on: {
                reply: [
                  {
                    guard: tapped('yes'),
                    target: 'message',
                    actions: [
                      'postReply',
                      {
                        type: 'sayLine',
                        params: { pick: (t: ReturnType<typeof texts>) => t.intake.messagePrompt },
                      },
                    ],
                  },
                  {
                    guard: tapped('no'),
                    target: 'done',
                    actions: ['postReply', 'sayDone'],
                  },
                ],
              },
            },
            /** The message box; its text goes to the lead as a patient message. */
            message: {
              tags: 'message',
              on: {
                'message.send': {
                  guard: 'hasText',
                  target: 'sendingMessage',
                  actions: [
                    'postText',
                    assign(({ event }) => ({ followUp: chatTextToSend(event.text) ?? '' })),
                  ],
                },
              },
            },
            sendingMessage: {
              tags: 'busy',
              invoke: {
                src: 'sendLeadMessage',
                input: ({ context }) => ({
                  patientUuid: context.patientUuid ?? '',
                  message: context.followUp,
                }),
                onDone: { target: 'done', actions: 'sayDone' },
                onError: { target: 'message', actions: 'sayFailed' },
              },
            },
            /** 'Thank you! A coordinator will reach out to you soon.'; the chat stays open. */
            done: {
              tags: 'chat',
              on: { 'chat.send': ASK_ASSISTANT },
            },
          },
        },
        /** 'Session has expired. Page will refresh in 3 seconds.' */
        sessionExpired: { entry: { type: 'offer', params: { replies: [] } } },
      },
    },
  },
});

/** The screen a flow state shows: the chat, or one of the scan and upload screens. */
export type Tier1AssistantScreen = 'chat' | 'scanInstructions' | 'scan' | 'upload';

export function assistantScreen(flow: unknown): Tier1AssistantScreen {
  return flow === 'scanInstructions' || flow === 'scan' || flow === 'upload' ? flow : 'chat';
}

/** A typed intake question: asked on entry, answered through the chat input. */
function textQuestion(question: IntakeTextQuestion, next: string) {
  return {
    tags: 'answer',
    entry: { type: 'askQuestion', params: { question } },
    on: {
      'chat.send': [
        {
          guard: ({
            context,
            event,
          }: {
            context: Tier1AssistantContext;
            event: Tier1AssistantEvent;
          }) =>
            event.type === 'chat.send' &&
            INTAKE_ANSWER_RULES[question](event.text, context.language).ok,
          target: next,
          actions: ['postText', { type: 'answer', params: { question } }],
        },
        { guard: 'hasText', actions: ['postText', { type: 'answer', params: { question } }] },
      ],
    },
  } as const;
}

/** A choice question: its question and card on entry, Confirm once something is chosen. */
function choiceQuestion(question: IntakeChoiceQuestion, next: string) {
  return {
    entry: { type: 'askChoice', params: { question } },
    on: {
      'choice.toggle': { actions: 'toggleChoice' },
      'choice.confirm': { guard: 'hasSelection', target: next, actions: 'confirmChoice' },
    },
  } as const;
}
