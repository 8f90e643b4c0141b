import {
  type FormName,
  type Language,
  type Procedure,
  TIER1_SIMULATION_CHOICES,
} from '@afterlook/domain';
import {
  type ActorRefFrom,
  and,
  assign,
  enqueueActions,
  forwardTo,
  not,
  sendParent,
  sendTo,
  setup,
} from 'xstate';
import type { LeadRef } from '../../lead/watch-lead.ts';
import { type PhotoSource, patientPhoto } from '../../photo/photo-source.ts';
import {
  askAssistant,
  type ConversationCommand,
  offer,
  post,
  type SimulationCommand,
  type SimulationPatientEvent,
  type SimulationReport,
  say,
  sayLine,
  tap,
  tapped,
  tell,
} from './assistant-events.ts';
import {
  type AssistantTexts,
  assistantTexts,
  isSimulationChoice,
  patientSays,
  reply,
  resultMessages,
} from './assistant-messages.ts';
import type { ConversationRef } from './conversation-machine.ts';
import { runOutput, simulationRunMachine } from './simulation-run-machine.ts';

/**
 * The tier-1 assistant's simulations (docs/product/tier1-chat.md, state-machines.md#chat-flows). It lives for the whole visit,
 * so the patient's photo and last result outlast the intake; the parent gives it the
 * floor (`simulation.ask`, `simulation.start`) and takes it back (`simulation.leave`:
 * idle, and whatever was running stops). Each run is a machine of its own.
 *
 *   ask ─procedure─▶ running ─▶ exampleShown (on the example model)
 *    ▲                  └─────▶ resultShown (on the patient's photo, after the contact form)
 *    └──────── anotherProcedure ──────┘
 *   exampleShown / resultShown ─my images / another image─▶ scanInstructions ─▶ scan
 *                                    (upload instead: upload) ─▶ running
 */

export interface SimulationInput {
  readonly conversation: ConversationRef;
  readonly language: Language;
  readonly formName: FormName;
  readonly formUserId: string;
  /** The lead of the contact form shown before the patient's own result (in its runs). */
  readonly contactLead: LeadRef;
}

export interface SimulationContext extends SimulationInput {
  readonly procedure: Procedure | null;
  /** The patient's own photo, once they gave one ('Simulate on another procedure' reuses it). */
  readonly photo: PhotoSource | null;
  readonly uploadType: 'scan' | 'upload' | null;
  /** The photo on the upload screen, before 'Upload photos'. */
  readonly uploadDraft: Blob | null;
  /** The patient left their details (contact form or intake): not asked again. */
  readonly contactGiven: boolean;
  /** The coordinator intake is in: the coordinator is not offered again. */
  readonly intakeDone: boolean;
}

// And the run's report, which the simulation passes on to the parent.
type SimulationEvent =
  | SimulationCommand
  | SimulationPatientEvent
  | Extract<SimulationReport, { type: 'simulation.patientResult' }>;

const showResult = (pick: (t: AssistantTexts) => string) =>
  ({ type: 'showResult', params: { pick } }) as const;

export const simulationMachine = setup({
  types: {
    input: {} as SimulationInput,
    context: {} as SimulationContext,
    events: {} as SimulationEvent,
    children: {} as { run: 'run' },
  },
  actors: { run: simulationRunMachine },
  guards: {
    hasProcedure: ({ context }) => context.procedure !== null,
    intakeDone: ({ context }) => context.intakeDone,
    // The run's outcome.
    expired: ({ event }) => runOutput(event)?.outcome?.kind === 'sessionExpired',
    succeeded: ({ event }) => runOutput(event)?.outcome?.kind === 'success',
    onPatientPhoto: ({ event }) => runOutput(event)?.source?.kind === 'photo',
  },
  actions: {
    tell: sendTo(
      ({ context }) => context.conversation,
      (_, command: ConversationCommand) => command,
    ),
    setProcedure: assign((_, params: { procedure: Procedure }) => ({
      procedure: params.procedure,
    })),
    /** The scan's or the upload's photo comes back to the chat as the patient's bubble. */
    takePhoto: enqueueActions(
      ({ context, event, enqueue }, params: { uploadType: 'scan' | 'upload' }) => {
        const blob =
          event.type === 'scan.captured'
            ? event.photo
            : event.type === 'upload.submitted'
              ? context.uploadDraft
              : null;
        if (!blob || !context.procedure) return;
        const photo = patientPhoto(
          blob,
          event.type === 'scan.captured' ? event.viewType : undefined,
        );
        enqueue.assign({ photo, uploadType: params.uploadType, uploadDraft: null });
        enqueue.sendTo(context.conversation, post(patientSays('', photo)));
      },
    ),
    /** The details the patient left on the run's contact form. */
    contactGiven: enqueueActions(({ event, enqueue }) => {
      const details = runOutput(event)?.details;
      if (!details) return;
      enqueue.assign({ contactGiven: true });
      enqueue.sendParent({ type: 'simulation.contactGiven', details } satisfies SimulationReport);
    }),
    /** The run's result on the screen, and the simulation counted. */
    showResult: enqueueActions(
      ({ context, event, enqueue }, params: { pick: (t: AssistantTexts) => string }) => {
        const { outcome, source } = runOutput(event) ?? {};
        const { language, procedure } = context;
        if (outcome?.kind !== 'success' || !procedure || !source) return;
        const line = params.pick(assistantTexts(language));
        const shown = resultMessages(language, line, procedure, source, outcome);
        if (shown.length === 0) return;
        enqueue.sendTo(context.conversation, say(...shown));
        enqueue.sendParent({
          type: 'simulation.shown',
          procedure,
          simulationType: source.kind === 'model' ? 'model' : (context.uploadType ?? 'scan'),
        } satisfies SimulationReport);
      },
    ),
    expired: sendParent({ type: 'session.expired' } satisfies SimulationReport),
  },
}).createMachine({
  id: 'simulation',
  initial: 'idle',
  context: ({ input }) => ({
    ...input,
    procedure: null,
    photo: null,
    uploadType: null,
    uploadDraft: null,
    contactGiven: false,
    intakeDone: false,
  }),
  on: {
    'simulation.ask': { target: '.chat.ask' },
    'simulation.start': {
      target: '.chat.running',
      actions: { type: 'setProcedure', params: ({ event }) => event },
    },
    'simulation.leave': { target: '.idle' },
    'host.procedure': { actions: { type: 'setProcedure', params: ({ event }) => event } },
    'intake.submitted': {
      actions: assign(({ event }) => ({
        contactGiven: true,
        intakeDone: event.patientUuid !== null,
      })),
    },
  },
  states: {
    /** The patient is elsewhere: the welcome, or the intake. */
    idle: {},
    chat: {
      initial: 'ask',
      states: {
        /** 'Which procedure should we start with?' with the six choices. */
        ask: {
          entry: tell(
            offer(
              ...TIER1_SIMULATION_CHOICES.map(
                (procedure) => ({ kind: 'procedure', procedure }) as const,
              ),
            ),
          ),
          on: {
            'procedure.choose': {
              guard: ({ event }) => isSimulationChoice(event.procedure),
              target: 'running',
              actions: [
                {
                  type: 'tell',
                  params: ({ event }) => tap({ kind: 'procedure', procedure: event.procedure }),
                },
                { type: 'setProcedure', params: ({ event }) => event },
                sendParent(({ event }) => ({
                  type: 'simulation.procedureChosen',
                  procedure: event.procedure,
                })),
              ],
            },
          },
        },
        /** A simulation and, on the patient's own photo, the contact form (its own machine). */
        running: {
          invoke: {
            id: 'run',
            src: 'run',
            input: ({ context }) => ({
              conversation: context.conversation,
              language: context.language,
              procedure: context.procedure,
              photo: context.photo,
              uploadType: context.uploadType,
              contactGiven: context.contactGiven,
              contactLead: context.contactLead,
              formName: context.formName,
              formUserId: context.formUserId,
            }),
            onDone: [
              { guard: 'expired', target: '#simulation.idle', actions: 'expired' },
              { guard: and([not('succeeded'), 'onPatientPhoto']), target: 'resultShown' },
              { guard: not('succeeded'), target: 'exampleShown' },
              {
                guard: not('onPatientPhoto'),
                target: 'exampleShown',
                actions: showResult((t) => t.exampleResult),
              },
              {
                target: 'resultShown',
                actions: ['contactGiven', showResult((t) => t.yourResult)],
              },
            ],
          },
          on: {
            'contact.submit': { actions: forwardTo('run') },
            'host.procedure': {
              actions: [{ type: 'setProcedure', params: ({ event }) => event }, forwardTo('run')],
            },
            'simulation.patientResult': { actions: sendParent(({ event }) => event) },
          },
        },
        /** After the example: 'Simulate a procedure on my images' / 'Talk to a Patient Coordinator'. */
        exampleShown: {
          tags: 'chat',
          // The coordinator is offered until the intake is in.
          entry: {
            type: 'tell',
            params: ({ context }) =>
              context.intakeDone
                ? offer(reply('simulateOnMyImages'))
                : offer(reply('simulateOnMyImages'), reply('coordinator')),
          },
          on: {
            'chat.send': { actions: askAssistant },
            reply: [
              {
                guard: and(['hasProcedure', tapped('simulateOnMyImages')]),
                target: '#simulation.scanInstructions',
                actions: tell(tap(reply('simulateOnMyImages'))),
              },
              {
                guard: and([not('intakeDone'), tapped('coordinator')]),
                target: '#simulation.idle',
                actions: [
                  tell(tap(reply('coordinator'))),
                  sendParent({ type: 'simulation.coordinatorRequested' }),
                ],
              },
            ],
          },
        },
        /** After the result: 'Simulate on another procedure' / 'Upload another image'. */
        resultShown: {
          tags: 'chat',
          entry: tell(offer(reply('anotherProcedure'), reply('anotherImage'))),
          on: {
            'chat.send': { actions: askAssistant },
            reply: [
              {
                guard: tapped('anotherProcedure'),
                target: 'ask',
                actions: [tell(tap(reply('anotherProcedure'))), sayLine((t) => t.whichProcedure)],
              },
              {
                guard: tapped('anotherImage'),
                target: '#simulation.scanInstructions',
                actions: tell(tap(reply('anotherImage'))),
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
        back: { target: 'chat.hist' },
      },
    },
    /** The camera capture; the photo goes back to the chat and is simulated. */
    scan: {
      on: {
        'scan.captured': {
          target: 'chat.running',
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
          target: 'chat.running',
          actions: { type: 'takePhoto', params: { uploadType: 'upload' } },
        },
        back: { target: 'chat.hist' },
      },
    },
  },
});

export type SimulationRef = ActorRefFrom<typeof simulationMachine>;
