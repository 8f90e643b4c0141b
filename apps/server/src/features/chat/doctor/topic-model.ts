import type { ChatHistoryEntry } from '@afterlook/api';
import {
  DOCTOR_TOPICS,
  type DoctorTopic,
  type KbTopic,
  knowledgeBase,
  LANGUAGES,
} from '@afterlook/domain';
import { findProcedure } from '../../../lib/chat-text/find-procedure.ts';
import {
  type LabelledExample,
  type LinearClassifier,
  trainLinearWeights,
} from '../intent/linear-classifier.ts';
import { storedModel } from '../intent/stored-model.ts';
import { combine, type Features, textFeatures } from '../intent/text-features.ts';
import { readDoctorCorpus } from './doctor-corpus.ts';
import { topicCues } from './topic-cues.ts';

const cues = (text: string) => [
  ...topicCues(text),
  ...(findProcedure(text) ? ['cue:procedure'] : []),
];

/**
 * A question and, at a lower weight, the one before it: 'y la lipo sola?' asks the
 * earlier question's topic of another procedure.
 */
export function topicFeatures(
  content: string,
  history: readonly ChatHistoryEntry[] = [],
): Features {
  const last = history.at(-1);
  return combine([
    { features: textFeatures(content, '', cues(content)), scale: 1 },
    ...(last
      ? [{ features: textFeatures(last.prompt, 'hp:', cues(last.prompt)), scale: 0.3 }]
      : []),
  ]);
}

/** The knowledge base's own questions ('How long is recovery after a BBL?'), labelled. */
const KB_TOPIC: Readonly<Record<KbTopic, DoctorTopic>> = {
  about: 'about',
  candidate: 'candidacy',
  recovery: 'recovery',
  risks: 'risks',
  price: 'cost',
  simulation: 'simulation',
  simulationLimits: 'simulation',
  consultation: 'booking',
};
const knowledgeBaseQuestions = () =>
  LANGUAGES.flatMap((language) =>
    knowledgeBase(language).map(
      (entry): LabelledExample<DoctorTopic> => ({
        features: topicFeatures(entry.question),
        label: KB_TOPIC[entry.topic],
      }),
    ),
  );

let model: LinearClassifier<DoctorTopic> | undefined;

/**
 * The doctor chat's topic classifier, trained (once, then stored) on the doctor corpus's
 * train and dev splits (never its test split, which the bench scores it on).
 */
export function topicModel(): LinearClassifier<DoctorTopic> {
  model ??= storedModel('doctor-topic', () =>
    trainLinearWeights(DOCTOR_TOPICS, [
      ...[
        ...readDoctorCorpus('train'),
        ...readDoctorCorpus('train-extra'),
        ...readDoctorCorpus('dev'),
      ].map(
        (question): LabelledExample<DoctorTopic> => ({
          features: topicFeatures(question.text, question.history),
          label: question.topic,
        }),
      ),
      ...knowledgeBaseQuestions(),
    ]),
  );
  return model;
}
