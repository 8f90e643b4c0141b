import type { ChatHistoryEntry } from '@afterlook/api';
import { INTENT_PHRASINGS } from '../intent-phrasings.ts';
import { cueFeatureNames } from './cue-features.ts';
import { readIntentCorpus, TIER1_INTENTS, type Tier1Intent } from './intent-corpus.ts';
import { type LinearClassifier, trainLinearWeights } from './linear-classifier.ts';
import { storedModel } from './stored-model.ts';
import { combine, type Features, textFeatures } from './text-features.ts';

/**
 * A message with its context as the intent model sees it: the message's own words,
 * and at a lower weight the last turn (so 'yes please' after an offer to simulate reads
 * as a wish to simulate).
 */
export function intentFeatures(
  content: string,
  history: readonly ChatHistoryEntry[] = [],
): Features {
  const last = history.at(-1);
  return combine([
    { features: textFeatures(content, '', cueFeatureNames(content)), scale: 1 },
    ...(last
      ? [
          { features: textFeatures(last.prompt, 'hp:'), scale: 0.25 },
          { features: textFeatures(last.response, 'hr:'), scale: 0.25 },
        ]
      : []),
  ]);
}

/**
 * The old intent table's requests (to simulate, to be contacted), labelled the way the
 * corpus labels them; its other rows mix questions, greetings and chit-chat.
 */
const phrasingExamples = () =>
  [...INTENT_PHRASINGS.en, ...INTENT_PHRASINGS.es]
    .filter((phrasing) => phrasing.s || phrasing.c)
    .map((phrasing) => ({
      features: intentFeatures(phrasing.text),
      label: (phrasing.s ? 'simulate' : 'contact') as Tier1Intent,
    }));

let model: LinearClassifier<Tier1Intent> | undefined;

/**
 * The tier-1 intent classifier, trained (once, then stored) on the corpus's train and dev
 * splits plus the old intent table (never on its test split, which the tests and the
 * bench score it on).
 */
export function intentModel(): LinearClassifier<Tier1Intent> {
  model ??= storedModel('intent', () =>
    trainLinearWeights(TIER1_INTENTS, [
      ...[
        ...readIntentCorpus('train'),
        ...readIntentCorpus('train-extra'),
        ...readIntentCorpus('dev'),
      ].map((example) => ({
        features: intentFeatures(example.text, example.history),
        label: example.intent,
      })),
      ...phrasingExamples(),
    ]),
  );
  return model;
}
