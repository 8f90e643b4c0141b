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

/** What training leaves: a weight per (feature bucket, label) and a bias per label. */
export interface LinearWeights<Label extends string> {
  readonly labels: readonly Label[];
  /** FEATURE_BUCKETS rows of one weight per label. */
  readonly weights: Float32Array;
  readonly bias: Float64Array;
}

export interface TrainingOptions {
  readonly epochs?: number;
  readonly learningRate?: number;
  /** L2 penalty per step: keeps rare n-grams from dominating. */
  readonly l2?: number;
}

/** The label probabilities of sparse features (keys, values), into `logits`. */
function softmax(
  { weights, bias }: { weights: Float32Array; bias: Float64Array },
  logits: Float64Array,
  keys: ArrayLike<number>,
  values: ArrayLike<number>,
): Float64Array {
  const classes = logits.length;
  logits.set(bias);
  for (let f = 0; f < keys.length; f += 1) {
    const row = (keys[f] ?? 0) * classes;
    const value = values[f] ?? 0;
    for (let c = 0; c < classes; c += 1)
      logits[c] = (logits[c] ?? 0) + (weights[row + c] ?? 0) * value;
  }
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < classes; c += 1) max = Math.max(max, logits[c] ?? 0);
  let sum = 0;
  for (let c = 0; c < classes; c += 1) {
    logits[c] = Math.exp((logits[c] ?? 0) - max);
    sum += logits[c] ?? 0;
  }
  for (let c = 0; c < classes; c += 1) logits[c] = (logits[c] ?? 0) / sum;
  return logits;
}

/**
 * Multinomial logistic regression over hashed sparse features, trained with AdaGrad in
 * a fixed order (the same corpus always gives the same weights). Seconds of CPU per
 * model, hence stored once trained (stored-model.ts).
 */
export function trainLinearWeights<Label extends string>(
  labels: readonly Label[],
  examples: readonly LabelledExample<Label>[],
  { epochs = 30, learningRate = 0.5, l2 = 1e-5 }: TrainingOptions = {},
): LinearWeights<Label> {
  const classes = labels.length;
  const model = {
    labels,
    weights: new Float32Array(FEATURE_BUCKETS * classes),
    bias: new Float64Array(classes),
  };
  const { weights, bias } = model;
  const squares = new Float32Array(FEATURE_BUCKETS * classes);
  const index = new Map(labels.map((label, i) => [label, i]));
  const logits = new Float64Array(classes);

  const prepared = examples.flatMap((example) => {
    const target = index.get(example.label);
    if (target === undefined) return [];
    return [
      {
        keys: Int32Array.from(example.features.keys()),
        values: Float32Array.from(example.features.values()),
        target,
      },
    ];
  });
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    // A fixed interleaving instead of a random shuffle: deterministic, and no label
    // arrives in one block.
    for (let k = 0; k < prepared.length; k += 1) {
      const example = prepared[(k * 7919 + epoch * 104_729) % prepared.length];
      if (!example) continue;
      const { keys, values, target } = example;
      const p = softmax(model, logits, keys, values);
      for (let c = 0; c < classes; c += 1) {
        const gradient = (p[c] ?? 0) - (c === target ? 1 : 0);
        bias[c] = (bias[c] ?? 0) - learningRate * 0.1 * gradient;
        for (let f = 0; f < keys.length; f += 1) {
          const at = (keys[f] ?? 0) * classes + c;
          const g = gradient * (values[f] ?? 0) + l2 * (weights[at] ?? 0);
          squares[at] = (squares[at] ?? 0) + g * g;
          weights[at] =
            (weights[at] ?? 0) - (learningRate * g) / Math.sqrt((squares[at] ?? 0) + 1e-8);
        }
      }
    }
  }

  return model;
}

/** Scores messages with trained weights. */
export function linearClassifier<Label extends string>(
  model: LinearWeights<Label>,
): LinearClassifier<Label> {
  const { labels } = model;
  const logits = new Float64Array(labels.length);
  const scores = (features: Features) => {
    const p = softmax(
      model,
      logits,
      Int32Array.from(features.keys()),
      Float32Array.from(features.values()),
    );
    return labels
      .map((label, c) => ({ label, probability: p[c] ?? 0 }))
      .sort((a, b) => b.probability - a.probability);
  };
  return {
    scores,
    best: (features) => scores(features)[0]?.label ?? (labels[0] as Label),
  };
}
