import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { trainLinearWeights } from './linear-classifier.ts';
import { storedModel } from './stored-model.ts';
import { textFeatures } from './text-features.ts';

const LABELS = ['simulate', 'question'] as const;
const EXAMPLES = [
  ['show me with bigger implants', 'simulate'],
  ['can i see my nose smaller', 'simulate'],
  ['how long is the recovery', 'question'],
  ['does a tummy tuck hurt', 'question'],
] as const;

describe('stored chat classifiers', () => {
  let dir = '';
  let trainings = 0;
  const train = () => {
    trainings += 1;
    return trainLinearWeights(
      LABELS,
      EXAMPLES.map(([text, label]) => ({ features: textFeatures(text), label })),
    );
  };
  const fresh = () => {
    dir = mkdtempSync(join(tmpdir(), 'afterlook-models-'));
    trainings = 0;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('trains once, then a later process scores with the stored weights exactly alike', () => {
    fresh();
    const trained = storedModel('toy', train, dir);
    const loaded = storedModel('toy', train, dir);
    expect(trainings).toBe(1);
    expect(readdirSync(dir)).toEqual(['toy.bin']);
    for (const text of ['bigger implants please', 'is recovery long', 'hola']) {
      expect(loaded.scores(textFeatures(text))).toEqual(trained.scores(textFeatures(text)));
    }
    expect(loaded.best(textFeatures('show me bigger'))).toBe('simulate');
  });

  it('trains again when the stored weights are cut short or were trained on other code', () => {
    fresh();
    storedModel('toy', train, dir);
    const path = join(dir, 'toy.bin');
    const whole = readFileSync(path);
    writeFileSync(path, whole.subarray(0, whole.length - 4));
    storedModel('toy', train, dir);
    expect(trainings).toBe(2);
    // Another key: the same bytes with the hash's first digit changed.
    const text = whole.toString('latin1');
    const at = text.indexOf('"key":"') + 7;
    const other = Buffer.from(whole);
    other[at] = text[at] === '0' ? 0x31 : 0x30;
    writeFileSync(path, other);
    storedModel('toy', train, dir);
    expect(trainings).toBe(3);
  });
});
