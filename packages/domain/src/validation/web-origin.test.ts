import { describe, expect, it } from 'vitest';
import { isPlainHostname, plainHttpOrigin } from './web-origin.ts';

describe('plainHttpOrigin (finding 7: hosts are checked before they reach a header)', () => {
  it('answers the origin of an http(s) address on a plain hostname', () => {
    expect(plainHttpOrigin('https://Bella-Clinic.example:8443/widget/config.json')).toBe(
      'https://bella-clinic.example:8443',
    );
    expect(plainHttpOrigin('http://127.0.0.1:3000/c.json')).toBe('http://127.0.0.1:3000');
    expect(plainHttpOrigin('https://bücher.example/c.json')).toBe('https://xn--bcher-kva.example');
    expect(plainHttpOrigin('https://[::1]:8080/')).toBe('https://[::1]:8080');
  });

  it.each([
    'https://*',
    'https://*.example/c.json',
    'https://clinic.example;sandbox/c.json',
    'https://a.example,b.example/',
    "https://'self'/",
    'https://"x".example/',
    'https://-bad.example/',
    'https://user:pw@clinic.example/',
    'javascript:alert(1)',
    'data:application/json,{}',
    '/relative/config.json',
    '',
    null,
  ])('refuses %j', (raw) => {
    expect(plainHttpOrigin(raw)).toBeNull();
  });

  it('caps a hostname at 253 characters and a label at 63', () => {
    expect(isPlainHostname(`${'a'.repeat(63)}.example`)).toBe(true);
    expect(isPlainHostname(`${'a'.repeat(64)}.example`)).toBe(false);
    expect(isPlainHostname(Array(64).fill('abc').join('.'))).toBe(false);
  });
});
