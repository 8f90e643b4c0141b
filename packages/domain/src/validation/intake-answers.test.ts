import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/index.ts';
import { validateIntakeAge, validateIntakePhone } from './intake-answers.ts';

describe('coordinator intake answers', () => {
  it('reads a typed US phone as E.164 and keeps a number given with its country code', () => {
    expect(validateIntakePhone('(305) 555-0100', 'en')).toEqual({
      ok: true,
      value: '+13055550100',
    });
    expect(
      validateIntakePhone('+34 612 345 678', 'en', {
        allowed: ['US', 'ES'],
        default_country: 'US',
      }),
    ).toEqual({ ok: true, value: '+34612345678' });
    // A clinic that takes US numbers only says so rather than store another country's.
    expect(validateIntakePhone('+34 612 345 678', 'en')).toEqual({
      ok: false,
      error: 'This form only takes phone numbers from United States.',
    });
    expect(validateIntakePhone('1 305 555 0100', 'en')).toEqual({
      ok: true,
      value: '+13055550100',
    });
  });

  it("refuses a phone that is too short or too long with 'Please enter a valid phone number.'", () => {
    for (const text of ['555 0100', '1234567890123456', 'call me']) {
      expect(validateIntakePhone(text, 'en')).toEqual({
        ok: false,
        error: MESSAGES.en.validation.detailsPhoneInvalid,
      });
    }
    expect(validateIntakePhone('12', 'es')).toEqual({
      ok: false,
      error: MESSAGES.es.validation.detailsPhoneInvalid,
    });
  });

  it('reads an age in years and refuses minors and non-numbers', () => {
    expect(validateIntakeAge('32', 'en')).toEqual({ ok: true, value: '32' });
    expect(validateIntakeAge(' 45 years old ', 'en')).toEqual({ ok: true, value: '45' });
    expect(validateIntakeAge('28 años', 'es')).toEqual({ ok: true, value: '28' });
    for (const text of ['17', '101', 'thirty', '3.5']) {
      expect(validateIntakeAge(text, 'en')).toEqual({
        ok: false,
        error: MESSAGES.en.tier1Assistant.invalid.age,
      });
    }
  });
});
