import { describe, expect, it } from 'vitest';
import { isLeadEmail } from './email.ts';
import { leadPrefillFromQuery } from './lead-prefill.ts';

describe('leadPrefillFromQuery', () => {
  it('splits the name, fills a US phone and keeps a well-formed email', () => {
    expect(
      leadPrefillFromQuery({
        name: ' Ana  García López ',
        email: 'ana+x@example.com',
        phone: '+1 (202) 555-0143',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'García López',
      phoneDigits: '12025550143',
      email: 'ana+x@example.com',
    });
  });

  it('adds the US calling code to a 10-digit number', () => {
    expect(
      leadPrefillFromQuery({ name: null, email: null, phone: '202-555-0143' })?.phoneDigits,
    ).toBe('12025550143');
  });

  it('leaves the phone empty for a number the US-only field cannot hold', () => {
    const prefill = leadPrefillFromQuery({ name: 'Ana', email: null, phone: '+44 20 7946 0958' });
    expect(prefill).toEqual({ firstName: 'Ana', lastName: '', phoneDigits: '', email: null });
  });

  it('drops a malformed email', () => {
    for (const email of [
      'ana@',
      'ana@example',
      '.ana@example.com',
      'a..b@example.com',
      `${'a'.repeat(250)}@ex.com`,
    ]) {
      expect(isLeadEmail(email)).toBe(false);
      expect(leadPrefillFromQuery({ name: 'Ana Lee', email, phone: null })?.email).toBeNull();
    }
  });

  it('is null when nothing usable was given', () => {
    expect(leadPrefillFromQuery({ name: null, email: null, phone: null })).toBeNull();
    expect(leadPrefillFromQuery({ name: '  ', email: 'nope', phone: '123' })).toBeNull();
  });
});
