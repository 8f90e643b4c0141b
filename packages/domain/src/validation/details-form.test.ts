import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { MESSAGES } from '../i18n/index.ts';
import {
  canSubmitDetailsForm,
  splitFullName,
  validateDetailsForm,
  validateDetailsName,
  validateDetailsPhone,
} from './details-form.ts';

describe.each(LANGUAGES)('details form (%s)', (language) => {
  const texts = MESSAGES[language].validation;

  it("says 'Name must be at least 3 characters.' below 3 characters", () => {
    expect(validateDetailsName('Al', language)).toEqual({
      ok: false,
      error: texts.detailsNameTooShort,
    });
    expect(validateDetailsName('Ana', language)).toEqual({ ok: true, value: 'Ana' });
  });

  it("says 'Please enter a valid phone number.' when missing or below 10 characters", () => {
    const error = { ok: false, error: texts.detailsPhoneInvalid };
    expect(validateDetailsPhone(undefined, language)).toEqual(error);
    expect(validateDetailsPhone('', language)).toEqual(error);
    expect(validateDetailsPhone('555123456', language)).toEqual(error);
    expect(validateDetailsPhone('3052064567', language)).toEqual({ ok: true, value: '3052064567' });
  });

  it('reports the name first, then the phone', () => {
    expect(validateDetailsForm({ name: 'Al', phone: '1' }, language)).toEqual({
      ok: false,
      error: texts.detailsNameTooShort,
    });
    expect(validateDetailsForm({ name: 'Ana Li', phone: '1' }, language)).toEqual({
      ok: false,
      error: texts.detailsPhoneInvalid,
    });
  });
});

describe('details form rules', () => {
  it('accepts a name exactly when it has at least 3 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(validateDetailsName(name, 'en').ok).toBe(name.length >= 3);
      }),
    );
  });

  it('enables submit only when name and phone are both non-empty', () => {
    expect(canSubmitDetailsForm({ name: '', phone: '3052064567' })).toBe(false);
    expect(canSubmitDetailsForm({ name: 'Ana', phone: '' })).toBe(false);
    expect(canSubmitDetailsForm({ name: 'A', phone: '5' })).toBe(true);
  });

  it('splits the name on spaces: first word is first_name, the rest last_name', () => {
    expect(splitFullName('Ana María López')).toEqual({
      first_name: 'Ana',
      last_name: 'María López',
    });
    expect(splitFullName('  Cher  ')).toEqual({ first_name: 'Cher', last_name: '' });
    expect(splitFullName('Ana   de  la Cruz')).toEqual({
      first_name: 'Ana',
      last_name: 'de la Cruz',
    });
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' });
  });
});
