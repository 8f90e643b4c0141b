import type { ChatHistoryEntry } from '@afterlook/api';
import type { DoctorTopic, Procedure } from '@afterlook/domain';
import { procedureMeant } from '../intent/procedure-model.ts';
import { topicFeatures, topicModel } from './topic-model.ts';

/** What a doctor-chat question asks: its topic and its procedure, worked out apart. */
export interface UnderstoodQuestion {
  readonly topic: DoctorTopic;
  /** Named by the question, or by the conversation before it ('and for that?'). */
  readonly procedure: Procedure | null;
}

export function understandQuestion(
  content: string,
  history: readonly ChatHistoryEntry[] = [],
): UnderstoodQuestion {
  return {
    topic: topicModel().best(topicFeatures(content, history)),
    procedure: procedureMeant(content, history),
  };
}
