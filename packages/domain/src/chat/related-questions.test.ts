import { describe, expect, it } from 'vitest';
import { formatRelatedQuestions, parseRelatedQuestions } from './related-questions.ts';

describe('related questions on the wire', () => {
  it('are one string of quoted, comma-separated suggestions, read back as they were', () => {
    const questions = ['What is downtime?', 'Is it "painful", really?', '¿Cuánto cuesta?'];
    const wire = formatRelatedQuestions(questions);
    expect(wire).toEqual([
      '"What is downtime?", "Is it \\"painful\\", really?", "¿Cuánto cuesta?"',
    ]);
    expect(parseRelatedQuestions(wire)).toEqual(questions);
    expect(formatRelatedQuestions([])).toEqual([]);
    expect(parseRelatedQuestions(['Plain one, plain two'])).toEqual(['Plain one', 'plain two']);
  });
});
