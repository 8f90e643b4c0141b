import type { ChatHistoryEntry } from '@afterlook/api';
import type { DoctorTopic, Language, Procedure } from '@afterlook/domain';
import { type CorpusSplit, readCorpus } from '../../../../corpora/read-corpus.ts';

/** A labelled question of corpora/doctor (its README: who wrote it, the guideline). */
export interface DoctorQuestion {
  readonly id: string;
  readonly lang: Language;
  readonly text: string;
  readonly topic: DoctorTopic;
  readonly procedure: Procedure | null;
  readonly history?: readonly ChatHistoryEntry[];
  /** Other labels that are also right for an ambiguous question. */
  readonly also_ok?: readonly { topic: DoctorTopic; procedure?: Procedure | null }[];
}

export const readDoctorCorpus = (split: CorpusSplit): DoctorQuestion[] =>
  readCorpus<DoctorQuestion>('doctor', split);
