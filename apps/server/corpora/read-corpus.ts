import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The labelled chat corpora of this folder (each has a README: who wrote it, how). */
export type CorpusName = 'intent' | 'safety' | 'doctor';
/**
 * train-extra: more training messages, written later by another writer to the same
 * guideline; train-late: a former holdout, measured once and then trained on; holdout:
 * a last held-out set by yet another writer, for measuring only.
 */
export type CorpusSplit = 'train' | 'train-extra' | 'train-late' | 'dev' | 'test' | 'holdout';
const OPTIONAL: readonly CorpusSplit[] = ['train-extra', 'train-late'];

/**
 * One split of a corpus, one JSON object per line. Training reads train, train-extra and
 * train-late (when a corpus has them) and dev; only the tests and the benches read test.
 */
export function readCorpus<Row>(name: CorpusName, split: CorpusSplit): Row[] {
  const path = join(import.meta.dirname, name, `${split}.jsonl`);
  if (OPTIONAL.includes(split) && !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row);
}
