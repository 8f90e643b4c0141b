import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { interpolate, MESSAGES } from '../i18n/index.ts';
import { validateDoctorChatForm } from './doctor-chat-form.ts';

describe.each(LANGUAGES)('doctor chatbot form (%s)', (language) => {
  const required = { ok: false, error: MESSAGES[language].validation.doctorFormRequired };
  const filled = { firstName: 'Ana', lastName: 'Li', email: 'ana@example.com' };

  it('asks to fill all required fields when First Name, Last Name or Email is blank', () => {
    expect(validateDoctorChatForm({ ...filled, firstName: '' }, language)).toEqual(required);
    expect(validateDoctorChatForm({ ...filled, lastName: '  ' }, language)).toEqual(required);
    expect(validateDoctorChatForm({ ...filled, email: '' }, language)).toEqual(required);
  });

  it('treats Mobile Number as optional', () => {
    expect(validateDoctorChatForm({ ...filled, mobile: ' ' }, language)).toEqual({
      ok: true,
      value: { ...filled, mobile: undefined },
    });
    expect(validateDoctorChatForm({ ...filled, mobile: '+1 305 206 4567' }, language)).toEqual({
      ok: true,
      value: { ...filled, mobile: '+13052064567' },
    });
  });

  it('reads a given mobile for the clinic’s countries, never as another country’s', () => {
    const chile = { allowed: ['CL'], default_country: 'CL' };
    expect(validateDoctorChatForm({ ...filled, mobile: '9 8302 8442' }, language, chile)).toEqual({
      ok: true,
      value: { ...filled, mobile: '+56983028442' },
    });
    expect(validateDoctorChatForm({ ...filled, mobile: '+56 9 8302 8442' }, language)).toEqual({
      ok: false,
      error: interpolate(MESSAGES[language].validation.phoneCountryNotAllowed, {
        countries: new Intl.DisplayNames([language], { type: 'region' }).of('US') ?? 'US',
      }),
    });
    expect(validateDoctorChatForm({ ...filled, mobile: '12' }, language)).toEqual({
      ok: false,
      error: MESSAGES[language].validation.detailsPhoneInvalid,
    });
  });

  it('trims what it keeps', () => {
    const result = validateDoctorChatForm(
      { firstName: ' Ana ', lastName: 'Li ', email: ' ana@example.com' },
      language,
    );
    expect(result).toEqual({ ok: true, value: { ...filled, mobile: undefined } });
  });
});
