import { useSelector } from '@xstate/react';
import { INTAKE_TEXT_QUESTIONS } from './coordinator-intake.ts';
import type { AssistantActor } from './use-assistant-actor.ts';

/**
 * What the screens show of the tier-1 assistant, whose parts are machines of their own:
 * the screens read them here only.
 */

/** The screen the simulation's state shows: the chat, or one of the scan and upload screens. */
export type AssistantScreen = 'chat' | 'scanInstructions' | 'scan' | 'upload';

const screenOf = (value: unknown): AssistantScreen =>
  value === 'scanInstructions' || value === 'scan' || value === 'upload' ? value : 'chat';

export function useAssistantScreen(actor: AssistantActor) {
  const simulation = useSelector(actor, (snapshot) => snapshot.context.simulation);
  return {
    screen: useSelector(simulation, (snapshot) => screenOf(snapshot.value)),
    procedure: useSelector(simulation, (snapshot) => snapshot.context.procedure),
    /** The photo on the upload screen, before 'Upload photos'. */
    uploadDraft: useSelector(simulation, (snapshot) => snapshot.context.uploadDraft),
    expired: useSelector(actor, (snapshot) => snapshot.matches('sessionExpired')),
  };
}

/** The conversation, and what the part with the floor waits for. */
export function useAssistantChat(actor: AssistantActor) {
  const conversation = useSelector(actor, (snapshot) => snapshot.context.conversation);
  const simulation = useSelector(actor, (snapshot) => snapshot.context.simulation);
  const run = useSelector(simulation, (snapshot) => snapshot.children.run);
  const intake = useSelector(actor, (snapshot) => snapshot.children.intake);

  const answering = useSelector(conversation, (snapshot) => snapshot.hasTag('busy'));
  const simulating = useSelector(run, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const submitting = useSelector(intake, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const welcomeOpen = useSelector(actor, (snapshot) => snapshot.hasTag('chat'));
  const resultOpen = useSelector(simulation, (snapshot) => snapshot.hasTag('chat'));
  const intakeOpen = useSelector(
    intake,
    (snapshot) => (snapshot?.hasTag('chat') || snapshot?.hasTag('answer')) ?? false,
  );
  return {
    messages: useSelector(conversation, (snapshot) => snapshot.context.messages),
    queued: useSelector(conversation, (snapshot) => snapshot.context.queue.length > 0),
    replies: useSelector(conversation, (snapshot) => snapshot.context.replies),
    responding: useSelector(conversation, (snapshot) => snapshot.hasTag('responding')),
    busy: answering || simulating || submitting,
    /** The chat input: free text to the assistant, or the intake's typed answer. */
    typing: welcomeOpen || resultOpen || intakeOpen,
    /** The intake's typed question waiting for its answer, if any. */
    question: useSelector(
      intake,
      (snapshot) => INTAKE_TEXT_QUESTIONS.find((question) => snapshot?.matches(question)) ?? null,
    ),
    messageBox: useSelector(intake, (snapshot) => snapshot?.hasTag('message') ?? false),
    sendingMessage: useSelector(intake, (snapshot) => snapshot?.matches('sendingMessage') ?? false),
    askingContact: useSelector(run, (snapshot) => snapshot?.matches('contact') ?? false),
    expired: useSelector(actor, (snapshot) => snapshot.matches('sessionExpired')),
  };
}
