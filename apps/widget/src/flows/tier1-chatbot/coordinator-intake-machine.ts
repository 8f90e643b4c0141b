import type { LeadMessageResponse } from '@afterlook/api';
import {
  chatTextToSend,
  type FormName,
  intakeAreasOf,
  intakeProcedures,
  interpolate,
  type Language,
  MESSAGES,
  type PhoneCountries,
  type Procedure,
} from '@afterlook/domain';
import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup } from 'xstate';
import type { LeadDraft } from '../../lead/lead-machine.ts';
import { type LeadOutcomeEvent, type LeadRef, watchLead } from '../../lead/watch-lead.ts';
import {
  askAssistant,
  type CardConfirmed,
  type ConversationCommand,
  type HostProcedure,
  type IntakePatientEvent,
  type IntakeReport,
  offer,
  post,
  say,
  sayFailed,
  sayLine,
  tap,
  tapped,
  tell,
} from './assistant-events.ts';
import {
  assistantTexts,
  botSays,
  choiceCard,
  type IntakeChoiceQuestion,
  patientSays,
  reply,
} from './assistant-messages.ts';
import type { ConversationRef } from './conversation-machine.ts';
import {
  coordinatorFormData,
  FIXED_CHOICES,
  INTAKE_ANSWER_RULES,
  type IntakeAnswers,
  type IntakeTextQuestion,
  intakeDetails,
  NO_ANSWERS,
  withChoice,
} from './coordinator-intake.ts';

/**
 * The patient-coordinator intake (docs/product/state-machines.md#chat-flows) as a machine the assistant invokes while
 * the patient talks to the coordinator; entered again, it starts over. Its questions go
 * to the conversation, the answers come back through the chat input and the choice cards.
 *
 *   firstName → lastName → phone → age → height → weight → health → procedureArea
 *   → procedures → timing → submitting → anythingElse ─No─▶ done
 *                                                     ─Yes─▶ message → sendingMessage → done
 */

export interface IntakeInput {
  readonly conversation: ConversationRef;
  readonly language: Language;
  readonly offeredProcedures: readonly Procedure[];
  /** Where the clinic takes phone numbers from: the phone answer is read for them. */
  readonly phoneCountries: PhoneCountries;
  readonly formName: FormName;
  readonly formUserId: string;
  /** The lead the intake submits. */
  readonly lead: LeadRef;
  /** The procedure of the visit, for the lead (the host page may still change it). */
  readonly procedure: Procedure | null;
  /** The batch of the patient's last result, for the lead. */
  readonly batchId: string | null;
}

export interface IntakeContext extends IntakeInput {
  readonly answers: IntakeAnswers;
  /** The intake's lead, once stored (the follow-up message is sent to it). */
  readonly patientUuid: string | null;
  readonly followUp: string;
}

export interface LeadMessageInput {
  readonly patientUuid: string;
  readonly message: string;
}

/** The procedure of the visit (the one just simulated) and its area start ticked. */
const preselectedFor = (question: IntakeChoiceQuestion, procedure: Procedure | null): string[] => {
  if (!procedure) return [];
  if (question === 'procedures') return [procedure];
  return question === 'procedureArea' ? intakeAreasOf(procedure) : [];
};

type IntakeEvent = IntakePatientEvent | HostProcedure | CardConfirmed | LeadOutcomeEvent;

export const coordinatorIntakeMachine = setup({
  types: {
    input: {} as IntakeInput,
    context: {} as IntakeContext,
    events: {} as IntakeEvent,
  },
  actors: {
    watchLead,
    /** Provided by the widget: the api client's sendLeadMessage (sender_type patient). */
    sendLeadMessage: fromPromise<LeadMessageResponse, LeadMessageInput>(async () => {
      throw new Error('sendLeadMessage is provided by the widget');
    }),
  },
  guards: {
    hasText: ({ event }) =>
      (event.type === 'chat.send' || event.type === 'message.send') &&
      chatTextToSend(event.text) !== null,
  },
  actions: {
    tell: sendTo(
      ({ context }) => context.conversation,
      (_, command: ConversationCommand) => command,
    ),
    /** The patient's typed text as their bubble. */
    postText: enqueueActions(({ context, event, enqueue }) => {
      const text = 'text' in event ? chatTextToSend(event.text) : null;
      if (text) enqueue.sendTo(context.conversation, post(patientSays(text)));
    }),
    askQuestion: sendTo(
      ({ context }) => context.conversation,
      ({ context }, params: { question: IntakeTextQuestion }) =>
        say(
          botSays(
            interpolate(assistantTexts(context.language).intake[params.question], {
              firstName: context.answers.text.firstName ?? '',
            }),
          ),
        ),
    ),
    /** A typed answer: kept when it passes its rule, else the rule's message. */
    answer: enqueueActions(
      ({ context, event, enqueue }, params: { question: IntakeTextQuestion }) => {
        if (event.type !== 'chat.send') return;
        const checked = INTAKE_ANSWER_RULES[params.question](
          event.text,
          context.language,
          context.phoneCountries,
        );
        if (checked.ok) {
          enqueue.assign({
            answers: {
              ...context.answers,
              text: { ...context.answers.text, [params.question]: checked.value },
            },
          });
        } else {
          enqueue.sendTo(context.conversation, say(botSays(checked.error)));
        }
      },
    ),
    askChoice: sendTo(
      ({ context }) => context.conversation,
      ({ context }, params: { question: IntakeChoiceQuestion }) =>
        say(
          botSays(assistantTexts(context.language).intake[params.question]),
          choiceCard(
            params.question,
            params.question === 'procedures'
              ? intakeProcedures(context.answers.procedureAreas, context.offeredProcedures)
              : FIXED_CHOICES[params.question],
            context.language,
            preselectedFor(params.question, context.procedure),
          ),
        ),
    ),
    toggleCard: sendTo(
      ({ context }) => context.conversation,
      ({ event }) =>
        ({
          type: 'card.toggle',
          value: event.type === 'choice.toggle' ? event.value : '',
        }) as const,
    ),
    confirmCard: sendTo(
      ({ context }) => context.conversation,
      ({ self }) => ({ type: 'card.confirm', sender: self }) as const,
    ),
    keepChoice: assign(({ context, event }) =>
      event.type === 'card.confirmed'
        ? { answers: withChoice(context.answers, event.question, event.selected) }
        : {},
    ),
    submit: enqueueActions(({ context, enqueue }) => {
      const draft: LeadDraft = {
        details: intakeDetails(context.answers),
        formName: context.formName,
        formUserId: context.formUserId,
        batchId: Promise.resolve(context.batchId),
        uploadType: 'chatbot',
        procedure: context.procedure,
        imageUrl: null,
        email: null,
        intake: coordinatorFormData(context.answers),
      };
      enqueue.sendTo(context.lead, { type: 'submit', draft });
    }),
  },
}).createMachine({
  id: 'coordinatorIntake',
  initial: 'firstName',
  context: ({ input }) => ({ ...input, answers: NO_ANSWERS, patientUuid: null, followUp: '' }),
  on: {
    'host.procedure': { actions: assign(({ event }) => ({ procedure: event.procedure })) },
  },
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
      entry: 'submit',
      invoke: { src: 'watchLead', input: ({ context }) => ({ lead: context.lead }) },
      on: {
        'lead.submitted': {
          target: 'anythingElse',
          actions: [
            assign(({ event }) => ({ patientUuid: event.patientUuid })),
            sendParent(
              ({ context, event }) =>
                ({
                  type: 'intake.submitted',
                  patientUuid: event.patientUuid,
                  details: intakeDetails(context.answers),
                }) satisfies IntakeReport,
            ),
            sayLine((t) => t.intake.anythingElse),
          ],
        },
        'lead.failed': {
          target: 'failed',
          actions: {
            type: 'tell',
            params: ({ context }) => say(botSays(MESSAGES[context.language].errors.submitFailed)),
          },
        },
        'lead.sessionExpired': {
          actions: sendParent({ type: 'session.expired' } satisfies IntakeReport),
        },
      },
    },
    failed: {
      entry: tell(offer(reply('retry'))),
      on: {
        reply: { guard: tapped('retry'), target: 'submitting', actions: tell(tap(reply('retry'))) },
      },
    },
    /** 'Thank you! Is there anything else you'd like to tell the patient coordinator?' */
    anythingElse: {
      entry: tell(offer(reply('yes'), reply('no'))),
      on: {
        reply: [
          {
            guard: tapped('yes'),
            target: 'message',
            actions: [tell(tap(reply('yes'))), sayLine((t) => t.intake.messagePrompt)],
          },
          {
            guard: tapped('no'),
            target: 'done',
            actions: [tell(tap(reply('no'))), sayLine((t) => t.intake.done)],
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
        onDone: { target: 'done', actions: sayLine((t) => t.intake.done) },
        onError: { target: 'message', actions: sayFailed },
      },
    },
    /** 'Thank you! A coordinator will reach out to you soon.'; the chat stays open. */
    done: {
      tags: 'chat',
      on: { 'chat.send': { actions: askAssistant } },
    },
  },
});

/** A typed intake question: asked on entry, answered through the chat input. */
function textQuestion(question: IntakeTextQuestion, next: string) {
  return {
    tags: 'answer',
    entry: { type: 'askQuestion', params: { question } },
    on: {
      'chat.send': [
        {
          guard: ({ context, event }: { context: IntakeContext; event: IntakeEvent }) =>
            event.type === 'chat.send' &&
            INTAKE_ANSWER_RULES[question](event.text, context.language, context.phoneCountries).ok,
          target: next,
          actions: ['postText', { type: 'answer', params: { question } }],
        },
        { guard: 'hasText', actions: ['postText', { type: 'answer', params: { question } }] },
      ],
    },
  } as const;
}

/**
 * A choice question: its question and card on entry. The card's selection lives in the
 * conversation, which confirms it once something is chosen and answers `card.confirmed`.
 */
function choiceQuestion(question: IntakeChoiceQuestion, next: string) {
  return {
    entry: { type: 'askChoice', params: { question } },
    on: {
      'choice.toggle': { actions: 'toggleCard' },
      'choice.confirm': { actions: 'confirmCard' },
      'card.confirmed': { target: next, actions: 'keepChoice' },
    },
  } as const;
}
