import type { ChatHistoryEntry } from '@afterlook/api';
import type { SafetyCategory } from '@afterlook/domain';
import type { LinearClassifier } from '../intent/linear-classifier.ts';
import { storedModel } from '../intent/stored-model.ts';
import {
  BODY_DISTRESS_SIGNALS,
  EATING_DISORDER_NAMES,
  RECOVERED,
} from './body-distress-signals.ts';
import { HYPOTHETICAL_MARKERS } from './hypothetical-markers.ts';
import { ADULT_AGE, MINOR_SIGNALS } from './minor-signals.ts';
import { OVERDOSE_SIGNALS } from './overdose-signals.ts';
import { POST_OP_SIGNALS } from './post-op-signals.ts';
import { NO_CONCERN, type SafetyLabel, safetyFeatures, trainSafetyModel } from './safety-model.ts';
import { safetyClauses } from './safety-text.ts';
import { SELF_HARM_SIGNALS } from './self-harm-signals.ts';

/** Whether a signal is in a clause as something happening, not as a risk asked about. */
const happening = (clause: string, signal: RegExp): boolean => {
  const match = signal.exec(clause);
  return match !== null && !HYPOTHETICAL_MARKERS.test(clause.slice(0, match.index + 1));
};
const said = (clause: string, signal: RegExp): boolean => signal.test(clause);

/** Most urgent first: the answer names the most urgent help a message needs. */
const CHECKS: readonly {
  readonly category: SafetyCategory;
  readonly signals: readonly RegExp[];
  readonly found: (clause: string, signal: RegExp) => boolean;
}[] = [
  // Thoughts of suicide are answered even when phrased as a question ('what if…').
  { category: 'self_harm', signals: SELF_HARM_SIGNALS, found: said },
  { category: 'overdose', signals: OVERDOSE_SIGNALS, found: happening },
  { category: 'post_op_emergency', signals: POST_OP_SIGNALS, found: happening },
  { category: 'minor', signals: MINOR_SIGNALS, found: said },
  { category: 'body_distress', signals: BODY_DISTRESS_SIGNALS, found: said },
  {
    category: 'body_distress',
    signals: [EATING_DISORDER_NAMES],
    found: (clause, signal) => signal.test(clause) && !RECOVERED.test(clause),
  },
];

const isAdult = (content: string) =>
  safetyClauses(content).some((clause) => ADULT_AGE.test(clause));

/** The categories whose rules a message meets, most urgent first. */
function ruleCategories(content: string): SafetyCategory[] {
  const clauses = safetyClauses(content);
  const adult = isAdult(content);
  const categories = CHECKS.filter(
    ({ category, signals, found }) =>
      !(category === 'minor' && adult) &&
      clauses.some((clause) => signals.some((signal) => found(clause, signal))),
  ).map(({ category }) => category);
  return [...new Set(categories)];
}

/** What the rules saw, as the safety model's cues. */
const ruleCues = (content: string): string[] => [
  ...ruleCategories(content).map((category) => `rule:${category}`),
  ...(safetyClauses(content).some((clause) => HYPOTHETICAL_MARKERS.test(clause))
    ? ['cue:hypothetical']
    : []),
];

/**
 * The model's crisis category is answered when 'no concern' is below the first figure
 * and the category reaches the second: generous on purpose (a false alarm costs a kind
 * redirect, a miss can cost a life), yet not for a message the model barely knows.
 * Chosen on the dev split (apps/server/corpora/safety/README.md).
 */
const CONCERN = { noConcernBelow: 0.9, categoryFrom: 0.5 } as const;

let model: LinearClassifier<SafetyLabel> | undefined;

/** The safety classifier, stored or trained on first use. */
export function safetyModel(): LinearClassifier<SafetyLabel> {
  model ??= storedModel('safety', () => trainSafetyModel(ruleCues));
  return model;
}

/**
 * What help a visitor's message needs before anything else (docs/product/chat-safety.md):
 * a crisis, an emergency, a minor, or distress about their body; null for everything
 * else. The visitor's own words decide, never a model's answer: hand-written rules per
 * category first, then a classifier trained on how patients in crisis write, for the
 * phrasings no rule names. A minor's age said earlier in the conversation still counts.
 */
export function triageSafety(
  content: string,
  history: readonly ChatHistoryEntry[] = [],
): SafetyCategory | null {
  const [ruled] = ruleCategories(content);
  if (ruled) return ruled;
  const earlier = history.flatMap((entry) => safetyClauses(entry.prompt));
  if (earlier.some((clause) => MINOR_SIGNALS.some((signal) => signal.test(clause)))) return 'minor';
  const scores = safetyModel().scores(safetyFeatures(content, ruleCues(content), history));
  const none = scores.find(({ label }) => label === NO_CONCERN)?.probability ?? 1;
  const concern = scores.find(({ label }) => label !== NO_CONCERN);
  if (
    none >= CONCERN.noConcernBelow ||
    !concern ||
    concern.label === NO_CONCERN ||
    concern.probability < CONCERN.categoryFrom
  ) {
    return null;
  }
  // An adult who mentions an age from their past ('i had my first kid at 16, now im 35').
  if (concern.label === 'minor' && isAdult(content)) return null;
  return concern.label;
}

/** For the bench and the threshold's tuning: the rules' reading alone, and the model's. */
export const triageParts = { ruleCategories, ruleCues };
