import type { FormName, Language, Procedure } from '@afterlook/domain';
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { LeadDetails } from '../../lead/build-lead-submission.ts';
import { type LeadOutcomeEvent, type LeadRef, watchLead } from '../../lead/watch-lead.ts';
import type { ModelSource, PhotoSource } from '../../photo/photo-source.ts';
import type { SimulationOutcome } from '../../result/run-simulation.ts';
import {
  type ConversationCommand,
  type HostProcedure,
  offer,
  type SimulationPatientEvent,
  type SimulationReport,
  say,
  sayFailed,
  sayLine,
  tell,
} from './assistant-events.ts';
import { type AssistantTexts, aboutProcedure, botSays } from './assistant-messages.ts';
import type { ConversationRef } from './conversation-machine.ts';

/**
 * One simulation in the tier-1 assistant's chat: on the patient's photo when they gave
 * one, else on the procedure's example model, through the transform pipeline; for the
 * patient's own photo, the contact form comes first unless they left their details. It
 * says what it does and why nothing came of it; the simulation that invokes it shows the
 * outcome and decides what the patient sees next.
 *
 *   start ─patient photo─▶ run ─▶ done
 *     │                     ▲  └─own photo, details not in yet─▶ contact ─lead stored─▶ done
 *     └─▶ example ─model────┘
 *            └─no model / failure─▶ done
 */

export interface SimulationRunInput {
  readonly conversation: ConversationRef;
  readonly language: Language;
  readonly procedure: Procedure | null;
  /** The patient's own photo, once they gave one. */
  readonly photo: PhotoSource | null;
  readonly uploadType: 'scan' | 'upload' | null;
  /** The patient left their details (contact form or intake): not asked again. */
  readonly contactGiven: boolean;
  /** The lead of the contact form shown before the patient's own result. */
  readonly contactLead: LeadRef;
  readonly formName: FormName;
  readonly formUserId: string;
}

export interface SimulationRunOutput {
  /** The picture it ran on: the patient's photo or the example model (null: none loaded). */
  readonly source: PhotoSource | null;
  /**
   * The transform's outcome (sessionExpired also when the contact form met it); null when
   * there was none to show (no example model, a failure: the run said why).
   */
  readonly outcome: SimulationOutcome | null;
  /** The details the patient left on the contact form, when it was shown. */
  readonly details: LeadDetails | null;
}

interface SimulationRunContext extends SimulationRunInput, SimulationRunOutput {}

/** What a run ended with, from the done event of the run its parent invoked (id `run`). */
export const runOutput = (event: { readonly type: string }) =>
  event.type === 'xstate.done.actor.run'
    ? (event as { output?: SimulationRunOutput }).output
    : undefined;

export interface SimulateInput {
  readonly source: PhotoSource;
  readonly procedure: Procedure;
}

const aboutTheProcedure = (pick: (t: AssistantTexts) => string) =>
  ({ type: 'sayAboutProcedure', params: { pick } }) as const;

export const simulationRunMachine = setup({
  types: {
    input: {} as SimulationRunInput,
    context: {} as SimulationRunContext,
    // The host page may name another procedure meanwhile: the lines and the lead name it.
    events: {} as HostProcedure | SimulationPatientEvent | LeadOutcomeEvent,
    output: {} as SimulationRunOutput,
  },
  actors: {
    watchLead,
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
  },
  guards: {
    /** On the patient's own photo, whose details are not in yet. */
    contactFirst: ({ context, event }) =>
      context.source?.kind === 'photo' &&
      !context.contactGiven &&
      (event as { output?: SimulationOutcome }).output?.kind === 'success',
  },
  actions: {
    tell: sendTo(
      ({ context }) => context.conversation,
      (_, command: ConversationCommand) => command,
    ),
    sayAboutProcedure: sendTo(
      ({ context }) => context.conversation,
      ({ context }, params: { pick: (t: AssistantTexts) => string; picture?: PhotoSource }) =>
        say(...aboutProcedure(context, params.pick, params.picture)),
    ),
    keepOutcome: assign(({ event }) => ({
      outcome: (event as { output?: SimulationOutcome }).output ?? null,
    })),
    /** A result on the patient's photo: the intake's lead carries its batch. */
    reportPatientResult: sendParent(({ event }) => {
      const outcome = (event as { output?: SimulationOutcome }).output;
      return {
        type: 'simulation.patientResult',
        batchId: outcome?.kind === 'success' ? outcome.batchId : null,
      } satisfies SimulationReport;
    }),
  },
}).createMachine({
  id: 'simulationRun',
  initial: 'start',
  context: ({ input }) => ({ ...input, source: null, outcome: null, details: null }),
  output: ({ context }) => ({
    source: context.source,
    outcome: context.outcome,
    details: context.details,
  }),
  on: {
    'host.procedure': { actions: assign(({ event }) => ({ procedure: event.procedure })) },
  },
  states: {
    start: {
      always: [
        {
          guard: ({ context }) => context.photo !== null,
          target: 'run',
          actions: [
            assign(({ context }) => ({ source: context.photo })),
            aboutTheProcedure((t) => t.photoReceived),
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
              assign(({ event }) => ({ source: event.output })),
              {
                type: 'sayAboutProcedure',
                params: ({ event }) => ({
                  pick: (t: AssistantTexts) => t.exampleModel,
                  ...(event.output ? { picture: event.output } : {}),
                }),
              },
            ],
          },
          { target: 'done', actions: aboutTheProcedure((t) => t.noExampleModel) },
        ],
        onError: { target: 'done', actions: sayFailed },
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
            // The transform's reason ('No person was found').
            guard: ({ event }) => event.output.kind === 'failed',
            target: 'done',
            actions: {
              type: 'tell',
              params: ({ event }) =>
                say(...(event.output.kind === 'failed' ? [botSays(event.output.message)] : [])),
            },
          },
          {
            guard: 'contactFirst',
            target: 'contact',
            actions: ['keepOutcome', 'reportPatientResult', sayLine((t) => t.contactFirst)],
          },
          {
            guard: ({ context }) => context.source?.kind === 'photo',
            target: 'done',
            actions: ['keepOutcome', 'reportPatientResult'],
          },
          { target: 'done', actions: 'keepOutcome' },
        ],
        onError: { target: 'done', actions: sayFailed },
      },
    },
    /** The contact form, before the patient's own result. */
    contact: {
      entry: tell(offer()),
      invoke: { src: 'watchLead', input: ({ context }) => ({ lead: context.contactLead }) },
      on: {
        'contact.submit': {
          actions: sendTo(
            ({ context }) => context.contactLead,
            ({ context, event }) => ({
              type: 'submit',
              draft: {
                details: event.details,
                formName: context.formName,
                formUserId: context.formUserId,
                batchId: Promise.resolve(
                  context.outcome?.kind === 'success' ? context.outcome.batchId : null,
                ),
                uploadType: context.uploadType ?? 'scan',
                procedure: context.procedure,
                imageUrl: null,
                email: null,
              },
            }),
          ),
        },
        'lead.submitted': {
          target: 'done',
          actions: assign(({ context }) => ({
            details: context.contactLead.getSnapshot().context.details,
          })),
        },
        'lead.sessionExpired': {
          target: 'done',
          actions: assign({ outcome: { kind: 'sessionExpired' } as const }),
        },
      },
    },
    done: { type: 'final' },
  },
});
