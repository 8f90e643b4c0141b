import type { ChatHistoryEntry } from '@afterlook/api';
import type { Language, SafetyCategory } from '@afterlook/domain';
import { type CorpusSplit, readCorpus } from '../../../../corpora/read-corpus.ts';

/** A labelled message of corpora/safety (its README: who wrote it, the guideline). */
export interface SafetyExample {
  readonly id: string;
  readonly lang: Language;
  readonly text: string;
  /** A safety category, or an ordinary message: a question about a risk, or anything else. */
  readonly label: SafetyCategory | 'risk_question' | 'ordinary';
  readonly history?: readonly ChatHistoryEntry[];
}

export const readSafetyCorpus = (split: CorpusSplit): SafetyExample[] =>
  readCorpus<SafetyExample>('safety', split);
