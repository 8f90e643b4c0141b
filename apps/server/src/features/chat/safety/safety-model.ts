import type { ChatHistoryEntry } from '@afterlook/api';
import { SAFETY_CATEGORIES, type SafetyCategory } from '@afterlook/domain';
import {
  type LabelledExample,
  type LinearWeights,
  trainLinearWeights,
} from '../intent/linear-classifier.ts';
import { combine, type Features, textFeatures } from '../intent/text-features.ts';
import { readPatientMessages } from '../patient-messages.ts';
import { readSafetyCorpus } from './safety-corpus.ts';

export const NO_CONCERN = 'none';
export type SafetyLabel = SafetyCategory | typeof NO_CONCERN;

/** The message's words, what the rules saw in it, and at a lower weight the turn before. */
export function safetyFeatures(
  content: string,
  cues: readonly string[],
  history: readonly ChatHistoryEntry[] = [],
): Features {
  const last = history.at(-1);
  return combine([
    { features: textFeatures(content, '', cues), scale: 1 },
    ...(last ? [{ features: textFeatures(last.prompt, 'hp:'), scale: 0.2 }] : []),
  ]);
}

/**
 * The safety net behind the rules: a classifier trained (once, then stored) on the safety
 * corpus's train and dev splits (never its test split, which is the safety suite) and
 * the intent corpus's everyday messages, for the crisis phrasings no rule names.
 * `cuesOf` is the rules' reading of a message.
 */
export function trainSafetyModel(
  cuesOf: (content: string) => string[],
): LinearWeights<SafetyLabel> {
  const labelled = [
    ...readSafetyCorpus('train'),
    ...readSafetyCorpus('train-extra'),
    ...readSafetyCorpus('train-late'),
    ...readSafetyCorpus('dev'),
  ].map(
    (example): LabelledExample<SafetyLabel> => ({
      features: safetyFeatures(example.text, cuesOf(example.text), example.history),
      label:
        example.label === 'risk_question' || example.label === 'ordinary'
          ? NO_CONCERN
          : example.label,
    }),
  );
  // What patients ask both assistants every day, as 'no concern' (those a rule flags
  // left out): without them the model takes any short message for a crisis.
  const everyday = readPatientMessages()
    .filter((example) => !cuesOf(example.text).some((cue) => cue.startsWith('rule:')))
    .map(
      (example): LabelledExample<SafetyLabel> => ({
        features: safetyFeatures(example.text, cuesOf(example.text), example.history),
        label: NO_CONCERN,
      }),
    );
  return trainLinearWeights([...SAFETY_CATEGORIES, NO_CONCERN], [...labelled, ...everyday]);
}
