import { describe, expect, it } from 'vitest';
import { asciiEmailDomain, emailKey, isEmailAddress, isLeadEmail } from './email.ts';

describe('email addresses', () => {
  it('issue 31: internationalised addresses (RFC 6531) are email addresses, composed or not', () => {
    for (const address of [
      'dueña@clínica.cl',
      'duen\u0303a@cli\u0301nica.cl',
      'josé.pérez@correo.es',
      'ana@xn--clnica-4va.cl',
      'δοκιμή@παράδειγμα.δοκιμή',
      '用户@例子.广告',
      'ana+x@example.com',
      "o'neil@example.ie",
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it('refuses what is not one: no dotted domain, stray dots, spaces, symbols, an IP, a path', () => {
    for (const address of [
      'dueña@clínica',
      'dueña@clínica.',
      'due..ña@clínica.cl',
      '.dueña@clínica.cl',
      'dueña.@clínica.cl',
      'dueña@clí nica.cl',
      'dueña@clínica.cl/x',
      'dueña@evil.example#@clínica.cl',
      'dueña@@clínica.cl',
      '@clínica.cl',
      'dueña@',
      'dueña 😀@clínica.cl',
      'dueña@127.0.0.1',
      'dueña@-clínica.cl',
      ' dueña@clínica.cl',
      `${'ñ'.repeat(33)}@clínica.cl`,
    ]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
    expect(isLeadEmail(`a@${'b'.repeat(250)}.cl`)).toBe(false);
  });

  it('issue 31: every spelling of one address has one key; an ASCII address keeps the key it had', () => {
    const key = 'dueña@xn--clnica-4va.cl';
    for (const spelling of [
      'dueña@clínica.cl',
      ' DUEÑA@Clínica.CL ',
      'duen\u0303a@cli\u0301nica.cl',
      'Dueña@XN--CLNICA-4VA.cl',
    ]) {
      expect(emailKey(spelling), spelling).toBe(key);
    }
    for (const ascii of ['Ana@Example.com', ' ana+X@sub.Example.co.uk ', 'a-@b-.com']) {
      expect(emailKey(ascii), ascii).toBe(ascii.trim().toLowerCase());
    }
    expect(asciiEmailDomain('Clínica.CL')).toBe('xn--clnica-4va.cl');
  });
});
