import type {
  LeadMessageResponse,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
} from '@afterlook/api';
import {
  type FormName,
  interpolate,
  type Language,
  type PhoneCountries,
  type Procedure,
} from '@afterlook/domain';
import { assign, emit, forwardTo, fromPromise, not, sendTo, setup } from 'xstate';
import type { LeadDetails } from '../../lead/build-lead-submission.ts';
import type { LeadRef } from '../../lead/watch-lead.ts';
import type { ModelSource } from '../../photo/photo-source.ts';
import type { SimulationOutcome } from '../../result/run-simulation.ts';
import type { ResultPendingEvent } from '../photo-steps.ts';
import {
  type AssistantFlag,
  askAssistant,
  type ConversationCommand,
  type HostProcedure,
  type IntakePatientEvent,
  type IntakeReport,
  offer,
  type SimulationCommand,
  type SimulationPatientEvent,
  type SimulationReport,
  say,
  sayLine,
  tap,
  tapped,
  tell,
} from './assistant-events.ts';
import { assistantTexts, botSays, reply } from './assistant-messages.ts';
import { type ConversationRef, conversationMachine } from './conversation-machine.ts';
import { coordinatorIntakeMachine, type LeadMessageInput } from './coordinator-intake-machine.ts';
import { type SimulationRef, simulationMachine } from './simulation-machine.ts';
import { type SimulateInput, simulationRunMachine } from './simulation-run-machine.ts';

/**
 * The tier-1 AI assistant (docs/product/tier1-chat.md, state-machines.md#chat-flows): the visit, which gives the floor to one
 * of its parts at a time and keeps what they share. It spawns the conversation (what
 * the chat shows and when, and the assistant's answers) and the simulation (which keeps
 * the patient's photo for the whole visit), and invokes the coordinator intake while the
 * patient talks to the coordinator. The patient's actions reach the part with the floor;
 * the parts report back what the visit must know, and it reports to the widget.
 *
 *   welcome ─Simulate a Procedure─▶ simulation ─Talk to a Patient Coordinator─▶ intake
 *      └─Talk to a Patient Coordinator─▶ intake
 *
 * The assistant's flags, from any state: should_collect_contact_info → intake (until its
 * lead is in); should_simulate with a procedure → simulate it; without one → ask for one.
 * A part that meets an expired session ends the visit in sessionExpired.
 */

export interface Tier1AssistantInput {
  readonly language: Language;
  /** The assistant's name (clinic-info's persona, else '{clinic} AI'). */
  readonly assistantName: string;
  readonly offeredProcedures: readonly Procedure[];
  /** Where the clinic takes phone numbers from (clinic-info). */
  readonly phoneCountries: PhoneCountries;
  readonly formName: FormName;
  readonly formUserId: string;
  /** The lead of the contact form shown before the patient's own result. */
  readonly contactLead: LeadRef;
  /** The lead the coordinator intake submits. */
  readonly intakeLead: LeadRef;
}

export interface Tier1AssistantContext extends Tier1AssistantInput {
  readonly conversation: ConversationRef;
  readonly simulation: SimulationRef;
  /** The host page's, the assistant's or the patient's last choice (the leads carry it). */
  readonly procedure: Procedure | null;
  /** The batch of the patient's last result (the intake's lead carries it). */
  readonly batchId: string | null;
  /** The intake's lead, once stored: the intake is not started again. */
  readonly patientUuid: string | null;
}

/** What the screens send: the patient's actions, and what reaches every flow. */
export type Tier1AssistantEvent =
  | SimulationPatientEvent
  | IntakePatientEvent
  | HostProcedure
  | ResultPendingEvent;

type Tier1AssistantMachineEvent =
  | Tier1AssistantEvent
  | AssistantFlag
  | SimulationReport
  | IntakeReport;

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

/** The widget's calls, each given to the part that makes it. */
export interface Tier1AssistantCalls {
  /** The api client's sendPlasticSurgeryChat. */
  readonly sendChat: (request: PlasticSurgeryChatRequest) => Promise<PlasticSurgeryChatResponse>;
  /** The procedure's first sample model, or null. */
  readonly loadExampleModel: (procedure: Procedure) => Promise<ModelSource | null>;
  /** runSimulation (upload, transform, polling); the signal stops it when the patient leaves. */
  readonly simulate: (input: SimulateInput, signal: AbortSignal) => Promise<SimulationOutcome>;
  /** The api client's sendLeadMessage (sender_type patient). */
  readonly sendLeadMessage: (input: LeadMessageInput) => Promise<LeadMessageResponse>;
}

/** The coordinator buttons' way in; the assistant's own reply introduces it when its flag leads there. */
const introduceIntake = sayLine((t) => t.intake.intro);

const toSimulation = { actions: 'toSimulation' } as const;
const toIntake = { actions: 'toIntake' } as const;

export const tier1AssistantMachine = setup({
  types: {
    input: {} as Tier1AssistantInput,
    context: {} as Tier1AssistantContext,
    events: {} as Tier1AssistantMachineEvent,
    emitted: {} as Tier1AssistantEmitted,
    children: {} as { intake: 'intake' },
  },
  actors: {
    conversation: conversationMachine,
    simulation: simulationMachine,
    intake: coordinatorIntakeMachine,
  },
  guards: {
    intakeDone: ({ context }) => context.patientUuid !== null,
  },
  actions: {
    tell: sendTo(
      ({ context }) => context.conversation,
      (_, command: ConversationCommand) => command,
    ),
    tellSimulation: sendTo(
      ({ context }) => context.simulation,
      (_, command: SimulationCommand) => command,
    ),
    toSimulation: forwardTo(({ context }) => context.simulation),
    toIntake: forwardTo('intake'),
    setProcedure: assign((_, params: { procedure: Procedure }) => ({
      procedure: params.procedure,
    })),
    requestCoordinator: emit({ type: 'coordinatorRequested' } as const),
    leadSubmitted: emit(({ context }, params: { details: LeadDetails }) => ({
      type: 'leadSubmitted' as const,
      details: params.details,
      procedure: context.procedure,
    })),
  },
}).createMachine({
  id: 'tier1Assistant',
  context: ({ input, spawn }) => {
    const conversation = spawn('conversation', {
      id: 'conversation',
      input: { language: input.language },
    });
    const simulation = spawn('simulation', {
      id: 'simulation',
      input: {
        conversation,
        language: input.language,
        formName: input.formName,
        formUserId: input.formUserId,
        contactLead: input.contactLead,
      },
    });
    return {
      ...input,
      conversation,
      simulation,
      procedure: null,
      batchId: null,
      patientUuid: null,
    };
  },
  on: {
    'host.procedure': {
      actions: [
        { type: 'setProcedure', params: ({ event }) => event },
        { type: 'tellSimulation', params: ({ event }) => event },
      ],
    },
    'assistant.collectContact': {
      guard: not('intakeDone'),
      target: '.intake',
      actions: tell(offer()),
    },
    'assistant.simulate': {
      target: '.simulation',
      actions: [
        { type: 'setProcedure', params: ({ event }) => event },
        {
          type: 'tellSimulation',
          params: ({ event }) => ({ type: 'simulation.start', procedure: event.procedure }),
        },
      ],
    },
    'assistant.askProcedure': {
      target: '.simulation',
      actions: { type: 'tellSimulation', params: { type: 'simulation.ask' } },
    },
    'session.expired': { target: '.sessionExpired' },
  },
  initial: 'welcome',
  states: {
    /** The welcome message with 'Simulate a Procedure' / 'Talk to a Patient Coordinator'. */
    welcome: {
      tags: 'chat',
      entry: [
        {
          type: 'tell',
          params: ({ context }) =>
            say(
              botSays(
                interpolate(assistantTexts(context.language).welcome, {
                  assistant: context.assistantName,
                }),
              ),
            ),
        },
        tell(offer(reply('simulate'), reply('coordinator'))),
      ],
      on: {
        'chat.send': { actions: askAssistant },
        reply: [
          {
            guard: tapped('simulate'),
            target: 'simulation',
            actions: [
              tell(tap(reply('simulate'))),
              sayLine((t) => t.whichProcedure),
              { type: 'tellSimulation', params: { type: 'simulation.ask' } },
            ],
          },
          {
            guard: tapped('coordinator'),
            target: 'intake',
            actions: [tell(tap(reply('coordinator'))), 'requestCoordinator', introduceIntake],
          },
        ],
      },
    },
    /** The simulation has the floor; leaving, it stops whatever it was running. */
    simulation: {
      exit: { type: 'tellSimulation', params: { type: 'simulation.leave' } },
      on: {
        reply: toSimulation,
        'chat.send': toSimulation,
        'procedure.choose': toSimulation,
        'contact.submit': toSimulation,
        continue: toSimulation,
        back: toSimulation,
        'capture.useUpload': toSimulation,
        'scan.captured': toSimulation,
        'upload.photo': toSimulation,
        'upload.submitted': toSimulation,
        'simulation.procedureChosen': {
          actions: { type: 'setProcedure', params: ({ event }) => event },
        },
        'simulation.patientResult': {
          actions: assign(({ event }) => ({ batchId: event.batchId })),
        },
        'simulation.shown': {
          actions: emit(({ event }) => ({
            type: 'simulationComplete' as const,
            procedure: event.procedure,
            simulationType: event.simulationType,
          })),
        },
        'simulation.contactGiven': {
          actions: { type: 'leadSubmitted', params: ({ event }) => event },
        },
        'simulation.coordinatorRequested': {
          target: 'intake',
          actions: ['requestCoordinator', introduceIntake],
        },
      },
    },
    /** The patient-coordinator intake (docs/product/state-machines.md#chat-flows); entered again, it starts over. */
    intake: {
      invoke: {
        id: 'intake',
        src: 'intake',
        input: ({ context }) => ({
          conversation: context.conversation,
          language: context.language,
          offeredProcedures: context.offeredProcedures,
          phoneCountries: context.phoneCountries,
          formName: context.formName,
          formUserId: context.formUserId,
          lead: context.intakeLead,
          procedure: context.procedure,
          batchId: context.batchId,
        }),
      },
      on: {
        reply: toIntake,
        'chat.send': toIntake,
        'choice.toggle': toIntake,
        'choice.confirm': toIntake,
        'message.send': toIntake,
        'host.procedure': {
          actions: [
            { type: 'setProcedure', params: ({ event }) => event },
            { type: 'tellSimulation', params: ({ event }) => event },
            'toIntake',
          ],
        },
        'intake.submitted': {
          actions: [
            assign(({ event }) => ({ patientUuid: event.patientUuid })),
            { type: 'leadSubmitted', params: ({ event }) => event },
            {
              type: 'tellSimulation',
              params: ({ event }) => ({ type: 'intake.submitted', patientUuid: event.patientUuid }),
            },
          ],
        },
      },
    },
    /** 'Session has expired. Page will refresh in 3 seconds.' */
    sessionExpired: { entry: tell(offer()) },
  },
});

/** The assistant with the widget's calls, each provided to the part that makes it. */
export function tier1AssistantWith(calls: Tier1AssistantCalls) {
  return tier1AssistantMachine.provide({
    actors: {
      conversation: conversationMachine.provide({
        actors: { sendChat: fromPromise(({ input }) => calls.sendChat(input)) },
      }),
      simulation: simulationMachine.provide({
        actors: {
          run: simulationRunMachine.provide({
            actors: {
              loadExampleModel: fromPromise(({ input }) => calls.loadExampleModel(input.procedure)),
              simulate: fromPromise(({ input, signal }) => calls.simulate(input, signal)),
            },
          }),
        },
      }),
      intake: coordinatorIntakeMachine.provide({
        actors: { sendLeadMessage: fromPromise(({ input }) => calls.sendLeadMessage(input)) },
      }),
    },
  });
}
