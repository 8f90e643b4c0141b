import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { MESSAGES } from '../i18n/index.ts';
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
    expect(validateDoctorChatForm({ ...filled, mobile: '+1 555 123 4567' }, language)).toEqual({
      ok: true,
      value: { ...filled, mobile: '+1 555 123 4567' },
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
