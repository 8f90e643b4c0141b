import { type DoctorQuestion, readDoctorCorpus } from './doctor/doctor-corpus.ts';
import { type IntentExample, readIntentCorpus } from './intent/intent-corpus.ts';

/**
 * What patients write to both assistants, as the intent and doctor corpora hold it (their
 * train, train-extra and dev splits; test stays unseen): the procedure model learns from it
 * which procedure a message names, the safety model what an everyday message looks like.
 */
export const readPatientMessages = (): (IntentExample | DoctorQuestion)[] => [
  ...readIntentCorpus('train'),
  ...readIntentCorpus('train-extra'),
  ...readIntentCorpus('dev'),
  ...readDoctorCorpus('train'),
  ...readDoctorCorpus('train-extra'),
  ...readDoctorCorpus('dev'),
];
