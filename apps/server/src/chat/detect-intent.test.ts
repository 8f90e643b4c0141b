import { LANGUAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { detectIntent } from './detect-intent.ts';
import { INTENT_PHRASINGS } from './intent-phrasings.ts';

describe('tier-1 intent detection (the intent table)', () => {
  for (const language of LANGUAGES) {
    it(`reads at least 95% of ${language} phrasings right, each flag included`, () => {
      const phrasings = INTENT_PHRASINGS[language];
      expect(phrasings.length).toBeGreaterThanOrEqual(60);
      const wrong = phrasings.filter(({ text, c, s, p }) => {
        const intent = detectIntent(text);
        return (
          intent.should_collect_contact_info !== c ||
          intent.should_simulate !== s ||
          intent.procedure_to_simulate !== p
        );
      });
      const accuracy = 1 - wrong.length / phrasings.length;
      console.log(
        `intent accuracy ${language}: ${(accuracy * 100).toFixed(1)}% (${phrasings.length - wrong.length}/${phrasings.length})${wrong.length ? `; missed: ${wrong.map((w) => JSON.stringify(w.text)).join(', ')}` : ''}`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.95);
    });
  }

  it('names only procedures the simulation can run, and only when asked to simulate', () => {
    expect(detectIntent('simulate a nose job').procedure_to_simulate).toBeNull();
    expect(detectIntent('what is a bbl').procedure_to_simulate).toBeNull();
    expect(detectIntent('simulate a bbl').procedure_to_simulate).toBe('BBL');
  });
});
