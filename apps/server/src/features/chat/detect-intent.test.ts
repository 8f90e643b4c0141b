import { LANGUAGES } from '@afterlook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectIntent } from './detect-intent.ts';
import { type IntentExample, readIntentCorpus } from './intent/intent-corpus.ts';

// Judged on the held-out test split of corpora/intent, written and labelled before any
// tuning by someone who had not seen the detector; the model never trains on it.
const test = readIntentCorpus('test');

// The models load (or, when not stored yet, train: seconds on a busy machine) on first use.
beforeAll(() => {
  detectIntent('show me a breast lift on my photo');
}, 60_000);

const intentRight = (example: IntentExample) => {
  const { intent } = detectIntent(example.text, example.history);
  return intent === example.intent || (example.also_ok ?? []).some((ok) => ok.intent === intent);
};
const procedureRight = (example: IntentExample) => {
  const { procedure } = detectIntent(example.text, example.history);
  return (
    procedure === example.procedure ||
    (example.also_ok ?? []).some((ok) => ok.procedure !== undefined && ok.procedure === procedure)
  );
};

describe('tier-1 intent on the held-out test split', () => {
  for (const language of LANGUAGES) {
    it(`reads at least 95% of ${language} messages' intent right`, () => {
      const examples = test.filter((example) => example.lang === language);
      expect(examples.length).toBeGreaterThanOrEqual(100);
      const wrong = examples.filter((example) => !intentRight(example));
      const accuracy = 1 - wrong.length / examples.length;
      console.log(
        `intent accuracy ${language}: ${(accuracy * 100).toFixed(1)}% (${examples.length - wrong.length}/${examples.length})`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.95);
    });

    // No target in the issue: a floor under the first held-out figures (en 79%, es 84%).
    it(`names the procedure of at least 75% of ${language} simulation requests`, () => {
      const examples = test.filter((e) => e.lang === language && e.intent === 'simulate');
      const right = examples.filter(procedureRight).length;
      console.log(`procedure of simulation requests ${language}: ${right}/${examples.length}`);
      expect(right / examples.length).toBeGreaterThanOrEqual(0.75);
    });
  }

  it('extracts implant volumes and body descriptions as entities', () => {
    const withVolume = test.filter((example) => example.volume_cc !== null);
    const volumes = withVolume.filter((e) => detectIntent(e.text).volumeCc === e.volume_cc);
    expect(volumes.length / withVolume.length).toBeGreaterThanOrEqual(0.9);
    const described = test.filter((example) => example.body !== null);
    const found = described.filter((e) => detectIntent(e.text).body !== null);
    console.log(
      `entities: volume ${volumes.length}/${withVolume.length}, body description ${found.length}/${described.length}`,
    );
    // No target in the issue: a floor under the first held-out figure.
    expect(found.length / described.length).toBeGreaterThanOrEqual(0.5);
  });
});

describe('tier-1 flags', () => {
  it('name only procedures the simulation can run, and only when asked to simulate', () => {
    expect(detectIntent('show me fuller lips on my selfie').flags).toEqual({
      should_collect_contact_info: false,
      should_simulate: true,
      procedure_to_simulate: 'LIP_FILLER',
    });
    const nose = detectIntent('can u show me with a smaller nose');
    expect(nose.cannotSimulate).toBe(true);
    expect(nose.flags.should_simulate).toBe(false);
    expect(detectIntent('what is a bbl').flags.procedure_to_simulate).toBeNull();
  });

  it('reads a short answer to an offer from the conversation before it', () => {
    const history = [
      {
        prompt: 'my boobs sag after breastfeeding',
        response: 'A breast lift raises the breasts. Would you like to see it on your photo?',
      },
    ];
    expect(detectIntent('yes please', history)).toMatchObject({
      intent: 'simulate',
      procedure: 'BREAST_LIFT',
    });
  });
});
