import type { Language, Procedure } from '@afterlook/domain';
import type { AnyActorRef } from 'xstate';
import type { LeadDetails } from '../../lead/build-lead-submission.ts';
import type { PhotoStepEvent } from '../photo-steps.ts';
import {
  type AssistantTexts,
  assistantTexts,
  botSays,
  chatFailed,
  type IntakeChoiceQuestion,
  type PendingMessage,
  type QuickReply,
  type ReplyId,
} from './assistant-messages.ts';

/**
 * What the tier-1 assistant's machines tell each other: the patient's actions, which the
 * parent passes to the part with the floor; the commands that write to the conversation;
 * what the parts report to the parent, and what the parent tells the simulation.
 */

// ── The patient's actions ─────────────────────────────────────────────────────────────

/** In the chat, whichever part has the floor. */
type PatientChatEvent =
  | { readonly type: 'reply'; readonly id: ReplyId }
  /** The chat input: a question for the assistant, or the intake's typed answer. */
  | { readonly type: 'chat.send'; readonly text: string };

/** While simulating. */
export type SimulationPatientEvent =
  | PatientChatEvent
  | { readonly type: 'procedure.choose'; readonly procedure: Procedure }
  /** The contact form before the patient's result. */
  | { readonly type: 'contact.submit'; readonly details: LeadDetails }
  /** The scan and upload screens' events (the other photo steps are not in this flow). */
  | PhotoStepEvent;

/** During the coordinator intake. */
export type IntakePatientEvent =
  | PatientChatEvent
  | { readonly type: 'choice.toggle'; readonly value: string }
  | { readonly type: 'choice.confirm' }
  /** The follow-up message box after 'Yes'. */
  | { readonly type: 'message.send'; readonly text: string };

/** The host page named a procedure (contextProcedure): the next scan and simulation use it. */
export interface HostProcedure {
  readonly type: 'host.procedure';
  readonly procedure: Procedure;
}

/**
 * The patient tapped this reply. Each state offers the replies it handles, on entry, so
 * a reply left over from an earlier state finds no transition.
 */
export const tapped =
  (id: ReplyId) =>
  ({ event }: { readonly event: { readonly type: string } }) =>
    event.type === 'reply' && (event as Extract<PatientChatEvent, { type: 'reply' }>).id === id;

// ── The conversation's commands ───────────────────────────────────────────────────────

export type ConversationCommand =
  /** Bot messages join the queue; the voice region delivers them in turn. */
  | { readonly type: 'say'; readonly messages: readonly PendingMessage[] }
  /** The patient's own bubble shows at once (it is what they just did). */
  | { readonly type: 'post'; readonly message: PendingMessage }
  | { readonly type: 'offer'; readonly replies: readonly QuickReply[] }
  /** The patient's tap on a quick reply becomes their bubble; the replies go away. */
  | { readonly type: 'tap'; readonly reply: QuickReply }
  /** The patient's free text for the assistant: their bubble, then the assistant's answer. */
  | { readonly type: 'ask'; readonly text: string }
  /** An option tapped on the open choice card (the last one not yet confirmed). */
  | { readonly type: 'card.toggle'; readonly value: string }
  /** Confirm on the open card: with something chosen, the sender hears `card.confirmed`. */
  | { readonly type: 'card.confirm'; readonly sender: AnyActorRef };

export interface CardConfirmed {
  readonly type: 'card.confirmed';
  readonly question: IntakeChoiceQuestion;
  readonly selected: readonly string[];
}

export const say = (...messages: PendingMessage[]): ConversationCommand => ({
  type: 'say',
  messages,
});
export const post = (message: PendingMessage): ConversationCommand => ({ type: 'post', message });
export const offer = (...replies: QuickReply[]): ConversationCommand => ({
  type: 'offer',
  replies,
});
export const tap = (reply: QuickReply): ConversationCommand => ({ type: 'tap', reply });

/**
 * A command as an action of a part whose setup names `tell` (a `sendTo` of its params to
 * the conversation in its context).
 */
export const tell = (command: ConversationCommand) => ({ type: 'tell', params: command }) as const;

/** A part of the assistant talks in its visitor's language. */
interface Speaker {
  readonly context: { readonly language: Language };
}

/**
 * Lines for a part's `tell` action (a `sendTo` of its params to the conversation in its
 * context): one of the assistant's scripted texts, 'Sorry, something went wrong.', and
 * the patient's free text (of `chat.send`) for the assistant.
 */
export const sayLine = (pick: (t: AssistantTexts) => string) =>
  ({
    type: 'tell',
    params: ({ context }: Speaker) => say(botSays(pick(assistantTexts(context.language)))),
  }) as const;
export const sayFailed = {
  type: 'tell',
  params: ({ context }: Speaker) => say(chatFailed(context.language)),
} as const;
export const askAssistant = {
  type: 'tell',
  params: ({ event }: { readonly event: { readonly type: string } }) =>
    ({ type: 'ask', text: (event as { text?: string }).text ?? '' }) as const,
} as const;

// ── What the parts report to the parent ───────────────────────────────────────────────

/** The conversation: the assistant's flags. */
export type AssistantFlag =
  | { readonly type: 'assistant.collectContact' }
  | { readonly type: 'assistant.simulate'; readonly procedure: Procedure }
  /** should_simulate without a procedure it can simulate. */
  | { readonly type: 'assistant.askProcedure' };

/** A part met an expired session (a 401): the visit ends. */
interface SessionExpired {
  readonly type: 'session.expired';
}

export type SimulationReport =
  | { readonly type: 'simulation.procedureChosen'; readonly procedure: Procedure }
  | {
      readonly type: 'simulation.shown';
      readonly procedure: Procedure;
      readonly simulationType: 'model' | 'scan' | 'upload';
    }
  /** A result on the patient's photo: the intake's lead carries its batch. */
  | { readonly type: 'simulation.patientResult'; readonly batchId: string | null }
  | { readonly type: 'simulation.contactGiven'; readonly details: LeadDetails }
  | { readonly type: 'simulation.coordinatorRequested' }
  | SessionExpired;

export type IntakeReport =
  | {
      readonly type: 'intake.submitted';
      readonly patientUuid: string | null;
      readonly details: LeadDetails;
    }
  | SessionExpired;

// ── What the parent tells the simulation ──────────────────────────────────────────────

/** The floor given and taken back, and what changed elsewhere. */
export type SimulationCommand =
  /** After 'Which procedure should we start with?': the six choices. */
  | { readonly type: 'simulation.ask' }
  | { readonly type: 'simulation.start'; readonly procedure: Procedure }
  | { readonly type: 'simulation.leave' }
  | HostProcedure
  | { readonly type: 'intake.submitted'; readonly patientUuid: string | null };
