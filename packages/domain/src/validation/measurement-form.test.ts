import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { MESSAGES } from '../i18n/index.ts';
import {
  formatHeight,
  formatWeight,
  validateHeight,
  validateMeasurementMessage,
  validateWeight,
} from './measurement-form.ts';

describe.each(LANGUAGES)('measurement form (%s)', (language) => {
  const texts = MESSAGES[language].validation;

  it('says the message must be at least 3 characters long, trimmed', () => {
    expect(validateMeasurementMessage('  hi  ', language)).toEqual({
      ok: false,
      error: texts.messageTooShort,
    });
    expect(validateMeasurementMessage(' hey ', language)).toEqual({ ok: true, value: 'hey' });
  });

  it('asks for a valid weight outside 50-500 lbs', () => {
    const error = { ok: false, error: texts.weightInvalid };
    expect(validateWeight(49.9, language)).toEqual(error);
    expect(validateWeight('501', language)).toEqual(error);
    expect(validateWeight('', language)).toEqual(error);
    expect(validateWeight('heavy', language)).toEqual(error);
    expect(validateWeight('50', language)).toEqual({ ok: true, value: 50 });
    expect(validateWeight(500, language)).toEqual({ ok: true, value: 500 });
  });

  it('asks for a valid height outside feet 1-10 or inches 0-11', () => {
    const error = { ok: false, error: texts.heightInvalid };
    expect(validateHeight({ feet: 0, inches: 5 }, language)).toEqual(error);
    expect(validateHeight({ feet: 11, inches: 0 }, language)).toEqual(error);
    expect(validateHeight({ feet: 5, inches: 12 }, language)).toEqual(error);
    expect(validateHeight({ feet: 5, inches: -1 }, language)).toEqual(error);
    expect(validateHeight({ feet: 5.5, inches: 0 }, language)).toEqual(error);
    expect(validateHeight({ feet: '', inches: '' }, language)).toEqual(error);
    expect(validateHeight({ feet: '1', inches: '0' }, language)).toEqual({
      ok: true,
      value: { feet: 1, inches: 0 },
    });
    expect(validateHeight({ feet: 10, inches: 11 }, language)).toEqual({
      ok: true,
      value: { feet: 10, inches: 11 },
    });
  });
});

describe('measurement form rules', () => {
  it('accepts a weight exactly when it is within 50 to 500', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (weight) => {
        expect(validateWeight(weight, 'en').ok).toBe(weight >= 50 && weight <= 500);
      }),
    );
  });

  it('accepts a height exactly when feet are 1 to 10 and inches 0 to 11', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 14 }),
        fc.integer({ min: -3, max: 14 }),
        (feet, inches) => {
          const expected = feet >= 1 && feet <= 10 && inches >= 0 && inches <= 11;
          expect(validateHeight({ feet, inches }, 'es').ok).toBe(expected);
        },
      ),
    );
  });

  it("formats results as '{n} lbs' and feet and inches", () => {
    expect(formatWeight(150)).toBe('150 lbs');
    expect(formatHeight({ feet: 5, inches: 7 })).toBe(`5' 7"`);
  });
});
