import type { ChatHistoryEntry } from '@afterlook/api';
import { PROCEDURES, type Procedure } from '@afterlook/domain';
import { findProcedure } from '../../../lib/chat-text/find-procedure.ts';
import { readPatientMessages } from '../patient-messages.ts';
import { bodyPartCues } from './body-part-cues.ts';
import { findVolume } from './find-volume.ts';
import {
  type LabelledExample,
  type LinearClassifier,
  type LinearWeights,
  trainLinearWeights,
} from './linear-classifier.ts';
import { storedModel } from './stored-model.ts';
import { combine, type Features, textFeatures } from './text-features.ts';

const NONE = 'none';
type ProcedureLabel = Procedure | typeof NONE;

/** The alias list's reading of a text, the body part it is about and a named volume. */
const cues = (text: string): string[] => {
  const named = findProcedure(text);
  return [
    ...(named ? [`alias:${named}`] : []),
    ...bodyPartCues(text),
    ...(findVolume(text) !== null ? ['cue:volume'] : []),
  ];
};

const procedureFeatures = (text: string): Features =>
  combine([{ features: textFeatures(text, '', cues(text)), scale: 1 }]);

function trainProcedureModel(): LinearWeights<ProcedureLabel> {
  const examples = readPatientMessages()
    // 'yes please' names its procedure in the turn before: nothing to learn from its words.
    .filter((example) => !(example.history?.length && cues(example.text).length === 0))
    .map(
      (example): LabelledExample<ProcedureLabel> => ({
        features: procedureFeatures(example.text),
        label: example.procedure ?? NONE,
      }),
    );
  // Only the procedures patients name in the corpus: a class per catalogue entry would
  // cost memory for weights no example ever trains.
  const seen = new Set(examples.map((example) => example.label));
  const labels: ProcedureLabel[] = [...PROCEDURES, NONE];
  return trainLinearWeights(
    labels.filter((label) => seen.has(label)),
    examples,
  );
}

let model: LinearClassifier<ProcedureLabel> | undefined;

/** The procedure classifier, stored or trained on first use. */
export function procedureModel(): LinearClassifier<ProcedureLabel> {
  model ??= storedModel('procedure', trainProcedureModel);
  return model;
}

/** The procedure a text is about, when it names a procedure, a body part or a volume. */
function procedureOf(text: string): Procedure | null {
  if (cues(text).length === 0) return null;
  const label = procedureModel().best(procedureFeatures(text));
  return label === NONE ? null : label;
}

/**
 * Which procedure a visitor means, from how patients name them ('make them perky again',
 * 'lift + 350cc', 'a smaller nose'), by a classifier trained (once, then stored) on the
 * intent and doctor corpora's train and dev splits, with the alias list and the body
 * part as cues.
 * A message that names nothing ('yes please', 'dale') means the procedure of the turn
 * before; null: none named.
 */
export function procedureMeant(
  content: string,
  history: readonly ChatHistoryEntry[] = [],
): Procedure | null {
  const own = procedureOf(content);
  if (own || cues(content).length > 0) return own;
  const last = history.at(-1);
  return last ? (procedureOf(last.prompt) ?? procedureOf(last.response)) : null;
}
