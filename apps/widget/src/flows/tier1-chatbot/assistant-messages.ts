import {
  type HealthOption,
  healthOptionLabel,
  indefiniteArticle,
  interpolate,
  type Language,
  MESSAGES,
  type Procedure,
  type ProcedureAreaOption,
  procedureAreaOptionLabel,
  procedureDisplayName,
  type RegionOfInterest,
  TIER1_SIMULATION_CHOICES,
  type TimingOption,
  timingOptionLabel,
} from '@afterlook/domain';
import type { PhotoSource } from '../../photo/photo-source.ts';
import type { AfterImage, SimulationOutcome } from '../../result/run-simulation.ts';

/**
 * What the tier-1 assistant's chat shows (docs/product/state-machines.md#chat-flows): text bubbles (a bot bubble may
 * carry a picture: the example model, the patient's photo), simulation results, and the
 * intake's choice cards, which stay in the list with their answer once confirmed.
 */
export type AssistantMessage =
  | {
      readonly kind: 'text';
      readonly id: number;
      readonly sender: 'user' | 'bot';
      readonly text: string;
      readonly picture?: PhotoSource;
    }
  | {
      readonly kind: 'result';
      readonly id: number;
      readonly sender: 'bot';
      readonly procedure: Procedure;
      readonly source: PhotoSource;
      readonly after: AfterImage;
      /** The server's normalised photo the after was made from (one source); null: it did not load. */
      readonly beforeUrl: string | null;
      /** Where the simulation changes the photo: the stage opens on it. */
      readonly region: RegionOfInterest | null;
    }
  | {
      readonly kind: 'choices';
      readonly id: number;
      readonly sender: 'bot';
      readonly question: IntakeChoiceQuestion;
      readonly options: readonly ChoiceOption[];
      readonly multiple: boolean;
      readonly selected: readonly string[];
      /** Confirmed: the card keeps its answer and Confirm stays disabled. */
      readonly confirmed: boolean;
    };

/** A message before it has its place in the list (the id is given on delivery). */
export type PendingMessage = AssistantMessage extends infer M
  ? M extends AssistantMessage
    ? Omit<M, 'id'>
    : never
  : never;

export type IntakeChoiceQuestion = 'health' | 'procedureArea' | 'procedures' | 'timing';

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** The quick replies the assistant offers under its last message. */
export const REPLY_IDS = [
  'simulate',
  'coordinator',
  'simulateOnMyImages',
  'anotherProcedure',
  'anotherImage',
  'yes',
  'no',
  'retry',
] as const;
export type ReplyId = (typeof REPLY_IDS)[number];

export type QuickReply =
  | { readonly kind: 'reply'; readonly id: ReplyId }
  | { readonly kind: 'procedure'; readonly procedure: Procedure };

export const reply = (id: ReplyId): QuickReply => ({ kind: 'reply', id });

/** The procedures the assistant can simulate, offered as quick replies. */
export const isSimulationChoice = (procedure: Procedure | null): procedure is Procedure =>
  procedure !== null && (TIER1_SIMULATION_CHOICES as readonly Procedure[]).includes(procedure);

export const quickReplyLabel = (reply: QuickReply, language: Language): string =>
  reply.kind === 'reply'
    ? MESSAGES[language].tier1Assistant.replies[reply.id]
    : procedureDisplayName(reply.procedure, language);

export const botSays = (text: string, picture?: PhotoSource): PendingMessage => ({
  kind: 'text',
  sender: 'bot',
  text,
  ...(picture ? { picture } : {}),
});

export const patientSays = (text: string, picture?: PhotoSource): PendingMessage => ({
  kind: 'text',
  sender: 'user',
  text,
  ...(picture ? { picture } : {}),
});

/** The assistant's scripted texts in the patient's language. */
export const assistantTexts = (language: Language) => MESSAGES[language].tier1Assistant;
export type AssistantTexts = ReturnType<typeof assistantTexts>;

/** The words a line says a procedure with ('a BBL'). */
const procedureWords = (procedure: Procedure, language: Language) => ({
  a: indefiniteArticle(procedure, language),
  procedure: procedureDisplayName(procedure, language),
});

/** A bot line about the chosen procedure ('Let me simulate a BBL on her.'); none without one. */
export const aboutProcedure = (
  { language, procedure }: { readonly language: Language; readonly procedure: Procedure | null },
  pick: (t: AssistantTexts) => string,
  picture?: PhotoSource,
): PendingMessage[] =>
  procedure
    ? [
        botSays(
          interpolate(pick(assistantTexts(language)), procedureWords(procedure, language)),
          picture,
        ),
      ]
    : [];

/** A result in the chat: its line ('Here is your BBL result.'), then the before and after. */
export function resultMessages(
  language: Language,
  line: string,
  procedure: Procedure,
  source: PhotoSource,
  outcome: Extract<SimulationOutcome, { kind: 'success' }>,
): PendingMessage[] {
  const after = outcome.images[outcome.startIndex] ?? outcome.images[0];
  if (!after) return [];
  const { beforeUrl, region } = outcome;
  return [
    botSays(interpolate(line, procedureWords(procedure, language))),
    { kind: 'result', sender: 'bot', procedure, source, after, beforeUrl, region },
  ];
}

/** 'Sorry, something went wrong.' */
export const chatFailed = (language: Language): PendingMessage =>
  botSays(MESSAGES[language].errors.chatFailed);

/** A choice card of the intake, its options labelled in the patient's language. */
export function choiceCard(
  question: IntakeChoiceQuestion,
  values: readonly string[],
  language: Language,
  /** Ticked at the start (the procedure just simulated and its area); the patient may untick. */
  preselected: readonly string[] = [],
): PendingMessage {
  return {
    kind: 'choices',
    sender: 'bot',
    question,
    options: values.map((value) => ({ value, label: choiceLabel(question, value, language) })),
    multiple: question !== 'timing',
    selected: values.filter((value) => preselected.includes(value)),
    confirmed: false,
  };
}

function choiceLabel(question: IntakeChoiceQuestion, value: string, language: Language): string {
  switch (question) {
    case 'health':
      return healthOptionLabel(value as HealthOption, language);
    case 'procedureArea':
      return procedureAreaOptionLabel(value as ProcedureAreaOption, language);
    case 'procedures':
      return procedureDisplayName(value as Procedure, language);
    case 'timing':
      return timingOptionLabel(value as TimingOption, language);
  }
}
