import type { ChatHistoryEntry } from '@afterlook/api';
import { isAiSupported, type Procedure } from '@afterlook/domain';
import { findBodyDescription } from './intent/find-body-description.ts';
import { findVolume } from './intent/find-volume.ts';
import type { Tier1Intent } from './intent/intent-corpus.ts';
import { intentFeatures, intentModel } from './intent/intent-model.ts';
import { procedureMeant } from './intent/procedure-model.ts';

/** The tier-1 assistant's flags (POST /api/v1/chat/plastic-surgery, docs/product/state-machines.md#chat-flows). */
export interface ChatIntent {
  readonly should_collect_contact_info: boolean;
  readonly should_simulate: boolean;
  /** An AI-simulated procedure the visitor named, when they want a simulation. */
  readonly procedure_to_simulate: Procedure | null;
}

/** What a visitor's message asks, with what it names. */
export interface DetectedIntent {
  readonly intent: Tier1Intent;
  /** The procedure meant, by the message or the conversation before it. */
  readonly procedure: Procedure | null;
  /** A breast-implant volume named ('350cc'). */
  readonly volumeCc: number | null;
  /** The visitor's own words about their body ('my belly sags after 2 kids'). */
  readonly body: string | null;
  readonly flags: ChatIntent;
  /** A simulation was asked of a procedure the AI does not simulate. */
  readonly cannotSimulate: boolean;
}

/**
 * What the visitor wants the tier-1 assistant to do, from their words in en or es
 * (typos, missing accents, slang, indirect wishes), read by classifiers trained on
 * how patients write (apps/server/corpora/intent): be contacted by a coordinator, see
 * a simulation, ask something, greet, or chat off topic; and of which procedure.
 */
export function detectIntent(
  content: string,
  history: readonly ChatHistoryEntry[] = [],
): DetectedIntent {
  const intent = intentModel().best(intentFeatures(content, history));
  const procedure = procedureMeant(content, history);
  const simulate = intent === 'simulate';
  const cannotSimulate = simulate && procedure !== null && !isAiSupported(procedure);
  return {
    intent,
    procedure,
    volumeCc: findVolume(content),
    body: findBodyDescription(content),
    cannotSimulate,
    flags: {
      should_collect_contact_info: intent === 'contact',
      should_simulate: simulate && !cannotSimulate,
      procedure_to_simulate: simulate && procedure && isAiSupported(procedure) ? procedure : null,
    },
  };
}
