import { foldTyped } from '../../../lib/chat-text/fold-text.ts';

/** Hashed feature space: large enough that collisions among a few thousand n-grams are rare. */
export const FEATURE_BUCKETS = 1 << 17;

/** FNV-1a, 32 bits: a stable bucket for a feature name. */
function bucket(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % FEATURE_BUCKETS;
}

/** A sparse feature vector: bucket → weight, L2-normalised. */
export type Features = ReadonlyMap<number, number>;

/**
 * What a message looks like to the classifiers: its folded words and word pairs, and
 * the 2- to 5-letter pieces of each word (with its edges marked), so 'boobz', 'bubis'
 * and 'busto' share pieces with the phrasings they resemble, typos and slang included.
 * `namespace` keeps the words of earlier turns apart from the message's own.
 */
export function textFeatures(
  text: string,
  namespace = '',
  extra: readonly string[] = [],
): Map<number, number> {
  const features = new Map<number, number>();
  const add = (name: string, weight = 1) => {
    const key = bucket(`${namespace}${name}`);
    features.set(key, (features.get(key) ?? 0) + weight);
  };
  const words = foldTyped(text).split(' ').filter(Boolean);
  words.forEach((word, index) => {
    add(`w:${word}`);
    if (index > 0) add(`b:${words[index - 1]} ${word}`);
    const marked = `<${word}>`;
    for (let size = 2; size <= 5; size += 1) {
      for (let start = 0; start + size <= marked.length; start += 1) {
        add(`c:${marked.slice(start, start + size)}`, 0.5);
      }
    }
  });
  if (words.length <= 3) add('short');
  for (const name of extra) add(name, 2);
  return features;
}

/** Adds `more` into `features` (scaled), then L2-normalises the whole. */
export function combine(
  parts: readonly { features: Map<number, number>; scale: number }[],
): Features {
  const out = new Map<number, number>();
  for (const { features, scale } of parts) {
    for (const [key, value] of features) out.set(key, (out.get(key) ?? 0) + value * scale);
  }
  let norm = 0;
  for (const value of out.values()) norm += value * value;
  const divisor = Math.sqrt(norm) || 1;
  for (const [key, value] of out) out.set(key, value / divisor);
  return out;
}
