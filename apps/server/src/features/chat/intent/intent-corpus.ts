import type { ChatHistoryEntry } from '@afterlook/api';
import type { Language, Procedure } from '@afterlook/domain';
import { type CorpusSplit, readCorpus } from '../../../../corpora/read-corpus.ts';

/** What a tier-1 visitor wants (corpora/intent/README.md). */
export const TIER1_INTENTS = ['simulate', 'contact', 'question', 'greeting', 'off_topic'] as const;
export type Tier1Intent = (typeof TIER1_INTENTS)[number];

/** A labelled message of corpora/intent. */
export interface IntentExample {
  readonly id: string;
  readonly lang: Language;
  readonly text: string;
  readonly intent: Tier1Intent;
  readonly procedure: Procedure | null;
  readonly volume_cc: number | null;
  /** The words describing the visitor's own body, exactly as in the text. */
  readonly body: string | null;
  readonly history?: readonly ChatHistoryEntry[];
  /** Other labels that are also right for an ambiguous message. */
  readonly also_ok?: readonly { intent: Tier1Intent; procedure?: Procedure | null }[];
}

export const readIntentCorpus = (split: CorpusSplit): IntentExample[] =>
  readCorpus<IntentExample>('intent', split);
