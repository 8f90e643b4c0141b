import type { Language } from '@afterlook/domain';
import { readDoctorCorpus } from '../doctor/doctor-corpus.ts';
import { readIntentCorpus } from '../intent/intent-corpus.ts';
import { type LinearClassifier, trainLinearWeights } from '../intent/linear-classifier.ts';
import { storedModel } from '../intent/stored-model.ts';
import { combine, type Features, textFeatures } from '../intent/text-features.ts';
import { readSafetyCorpus } from '../safety/safety-corpus.ts';

export const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];

export const languageFeatures = (text: string): Features =>
  combine([{ features: textFeatures(text), scale: 1 }]);

let model: LinearClassifier<Language> | undefined;

/**
 * English or Spanish, from the letters and words of some six thousand patient messages
 * the chat corpora hold with their language (train, train-extra, train-late and dev
 * splits), typos, slang and Spanglish included.
 */
export function languageModel(): LinearClassifier<Language> {
  model ??= storedModel('language', () => {
    const splits = ['train', 'train-extra', 'train-late', 'dev'] as const;
    const messages = [
      ...splits.flatMap(readIntentCorpus),
      ...splits.flatMap(readDoctorCorpus),
      ...splits.flatMap(readSafetyCorpus),
    ];
    return trainLinearWeights(
      LANGUAGES,
      messages.map((message) => ({
        features: languageFeatures(message.text),
        label: message.lang,
      })),
    );
  });
  return model;
}
