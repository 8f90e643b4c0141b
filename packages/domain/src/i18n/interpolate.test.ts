import { describe, expect, it } from 'vitest';
import { interpolate, placeholdersOf } from './interpolate.ts';

describe('interpolate', () => {
  it('fills every {placeholder}, numbers included', () => {
    expect(
      interpolate('{a} {procedure} in {hours} hours', { a: 'a', procedure: 'BBL', hours: 12 }),
    ).toBe('a BBL in 12 hours');
  });

  it('throws on a placeholder without a value (a caller bug)', () => {
    expect(() => interpolate('{procedure} is not supported by AI.', {})).toThrow(/procedure/);
  });

  it('lists placeholders once each, in order of first use', () => {
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['b', 'a']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});
