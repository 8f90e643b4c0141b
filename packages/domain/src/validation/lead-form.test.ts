import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { MESSAGES } from '../i18n/index.ts';
import {
  canSubmitLeadForm,
  isLeadPhoneComplete,
  validateFirstName,
  validateLastName,
  validateLeadForm,
} from './lead-form.ts';

describe.each(LANGUAGES)('onboarding lead form (%s)', (language) => {
  const texts = MESSAGES[language].validation;

  it('says the first name must be between 2 and 20 characters, trimmed', () => {
    const error = { ok: false, error: texts.firstNameLength };
    expect(validateFirstName(' A ', language)).toEqual(error);
    expect(validateFirstName('A'.repeat(21), language)).toEqual(error);
    expect(validateFirstName('  Al ', language)).toEqual({ ok: true, value: 'Al' });
    expect(validateFirstName('A'.repeat(20), language)).toEqual({
      ok: true,
      value: 'A'.repeat(20),
    });
  });

  it('says the last name must be between 2 and 20 characters, trimmed', () => {
    expect(validateLastName('', language)).toEqual({ ok: false, error: texts.lastNameLength });
    expect(validateLastName(' Li', language)).toEqual({ ok: true, value: 'Li' });
  });

  it('returns trimmed names, or the first failing message in field order', () => {
    expect(validateLeadForm({ firstName: 'A', lastName: 'B', phone: '' }, language)).toEqual({
      ok: false,
      error: texts.firstNameLength,
    });
    expect(
      validateLeadForm({ firstName: ' Ana ', lastName: ' Li ', phone: '+13052064567' }, language),
    ).toEqual({ ok: true, value: { firstName: 'Ana', lastName: 'Li', phone: '+13052064567' } });
  });
});

describe('onboarding lead form rules', () => {
  it('accepts a name exactly when its trimmed length is 2 to 20', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        const length = name.trim().length;
        expect(validateFirstName(name, 'en').ok).toBe(length >= 2 && length <= 20);
        expect(validateLastName(name, 'es').ok).toBe(length >= 2 && length <= 20);
      }),
    );
  });

  it('enables the button once the US phone is longer than 10 characters, not while submitting', () => {
    expect(isLeadPhoneComplete('3052064567')).toBe(false);
    expect(isLeadPhoneComplete('+13052064567')).toBe(true);
    expect(canSubmitLeadForm('+13052064567', false)).toBe(true);
    expect(canSubmitLeadForm('+13052064567', true)).toBe(false);
  });

  it("also enables it for a shorter number that is valid in one of the clinic's countries (Iceland's 7 digits)", () => {
    const iceland = { allowed: ['IS', 'US'], default_country: 'IS' };
    expect(isLeadPhoneComplete('3545512345')).toBe(false);
    expect(isLeadPhoneComplete('3545512345', iceland)).toBe(true);
    expect(isLeadPhoneComplete('35455123', iceland)).toBe(false);
    expect(canSubmitLeadForm('3545512345', true, iceland)).toBe(false);
  });
});
