import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The labelled chat corpora of this folder (each has a README: who wrote it, how). */
export type CorpusName = 'intent' | 'safety' | 'doctor';
/**
 * train-extra: more training messages, written later by another writer to the same
 * guideline; holdout: a last held-out set by yet another writer, for measuring only.
 */
export type CorpusSplit = 'train' | 'train-extra' | 'dev' | 'test' | 'holdout';

/**
 * One split of a corpus, one JSON object per line. Training reads train, train-extra
 * (when a corpus has one) and dev; only the tests and the benches read test.
 */
export function readCorpus<Row>(name: CorpusName, split: CorpusSplit): Row[] {
  const path = join(import.meta.dirname, name, `${split}.jsonl`);
  if (split === 'train-extra' && !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Row);
}
