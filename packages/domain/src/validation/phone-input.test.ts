import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptPhoneInput, countDigits, guessCountryByDialCode } from './phone-input.ts';

describe('phone input digit cap', () => {
  it('accepts up to 15 digits and rejects further input', () => {
    const fifteen = '+1 (305) 206-4567-8901';
    expect(countDigits(fifteen)).toBe(15);
    expect(acceptPhoneInput('', fifteen)).toBe(fifteen);
    expect(acceptPhoneInput(fifteen, `${fifteen}2`)).toBe(fifteen);
  });

  it('never keeps more digits than the cap', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.stringMatching(/^[\d +()-]{0,30}$/),
        fc.integer({ min: 1, max: 20 }),
        (current, proposed, cap) => {
          const kept = acceptPhoneInput(current, proposed, cap);
          if (countDigits(proposed) <= cap) expect(kept).toBe(proposed);
          else expect(kept).toBe(current);
        },
      ),
    );
  });
});

describe('country guess by dial code', () => {
  const countries = [
    { iso2: 'us', dialCode: '1', priority: 0 },
    { iso2: 'ca', dialCode: '1', priority: 1, areaCodes: ['204', '416', '604'] },
    { iso2: 'ag', dialCode: '1268' },
    { iso2: 'gb', dialCode: '+44' },
    { iso2: 'es', dialCode: '34' },
    { iso2: 'mx', dialCode: '52' },
  ];
  const guess = (phone: string) => guessCountryByDialCode(phone, countries)?.iso2;

  it('uses the longest matching dial code', () => {
    expect(guess('+1 268 555 0100')).toBe('ag');
    expect(guess('+1 212 555 0100')).toBe('us');
  });
  it('tells countries sharing a code apart by area code, then priority', () => {
    expect(guess('+1 416 555 0100')).toBe('ca');
    expect(guess('+1')).toBe('us');
  });
  it('matches codes written with or without +', () => {
    expect(guess('+44 20 7946 0000')).toBe('gb');
    expect(guess('34 600 000 000')).toBe('es');
  });
  it('finds nothing for no digits or no matching code', () => {
    expect(guess('')).toBeUndefined();
    expect(guess('+999')).toBeUndefined();
  });
});
