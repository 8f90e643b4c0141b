import { describe, expect, it } from 'vitest';
import { STAFF_ALERT_EMAIL_TEXTS } from './index.ts';
import { placeholdersOf } from './interpolate.ts';

// The staff alert emails are written on the server from these texts: a Spanish text
// missing a placeholder the server fills (or naming one it does not) would throw there.
describe('staff alert email texts', () => {
  it('has a non-empty Spanish text with the same {placeholders} for every English one', () => {
    const { en, es } = STAFF_ALERT_EMAIL_TEXTS;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const spanish = es[key as keyof typeof es];
      expect(spanish.trim(), key).not.toBe('');
      expect(placeholdersOf(spanish).sort(), key).toEqual(placeholdersOf(text).sort());
    }
  });
});
