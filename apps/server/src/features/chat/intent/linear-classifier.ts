import { FEATURE_BUCKETS, type Features } from './text-features.ts';

export interface LabelledExample<Label extends string> {
  readonly features: Features;
  readonly label: Label;
}

export interface LinearClassifier<Label extends string> {
  /** Each label's probability, best first. */
  scores(features: Features): { label: Label; probability: number }[];
  best(features: Features): Label;
}

export interface TrainingOptions {
  readonly epochs?: number;
  readonly learningRate?: number;
  /** L2 penalty per step: keeps rare n-grams from dominating. */
  readonly l2?: number;
}

/**
 * Multinomial logistic regression over hashed sparse features, trained with AdaGrad in
 * a fixed order (the same corpus always gives the same model). Small enough to train
 * at start-up from the labelled corpus in well under a second.
 */
export function trainLinearClassifier<Label extends string>(
  labels: readonly Label[],
  examples: readonly LabelledExample<Label>[],
  { epochs = 30, learningRate = 0.5, l2 = 1e-5 }: TrainingOptions = {},
): LinearClassifier<Label> {
  const classes = labels.length;
  const weights = new Float32Array(FEATURE_BUCKETS * classes);
  const squares = new Float32Array(FEATURE_BUCKETS * classes);
  const bias = new Float64Array(classes);
  const index = new Map(labels.map((label, i) => [label, i]));

  const probabilities = (features: Features): Float64Array => {
    const logits = Float64Array.from(bias);
    for (const [key, value] of features) {
      const row = key * classes;
      for (let c = 0; c < classes; c += 1)
        logits[c] = (logits[c] ?? 0) + (weights[row + c] ?? 0) * value;
    }
    const max = Math.max(...logits);
    let sum = 0;
    for (let c = 0; c < classes; c += 1) {
      logits[c] = Math.exp((logits[c] ?? 0) - max);
      sum += logits[c] ?? 0;
    }
    for (let c = 0; c < classes; c += 1) logits[c] = (logits[c] ?? 0) / sum;
    return logits;
  };

  for (let epoch = 0; epoch < epochs; epoch += 1) {
    // A fixed interleaving instead of a random shuffle: deterministic, and no label
    // arrives in one block.
    for (let k = 0; k < examples.length; k += 1) {
      const example = examples[(k * 7919 + epoch * 104_729) % examples.length];
      if (!example) continue;
      const target = index.get(example.label);
      if (target === undefined) continue;
      const p = probabilities(example.features);
      for (let c = 0; c < classes; c += 1) {
        const gradient = (p[c] ?? 0) - (c === target ? 1 : 0);
        bias[c] = (bias[c] ?? 0) - learningRate * 0.1 * gradient;
        for (const [key, value] of example.features) {
          const at = key * classes + c;
          const g = gradient * value + l2 * (weights[at] ?? 0);
          squares[at] = (squares[at] ?? 0) + g * g;
          weights[at] =
            (weights[at] ?? 0) - (learningRate * g) / Math.sqrt((squares[at] ?? 0) + 1e-8);
        }
      }
    }
  }

  const scores = (features: Features) => {
    const p = probabilities(features);
    return labels
      .map((label, c) => ({ label, probability: p[c] ?? 0 }))
      .sort((a, b) => b.probability - a.probability);
  };
  return {
    scores,
    best: (features) => scores(features)[0]?.label ?? (labels[0] as Label),
  };
}
