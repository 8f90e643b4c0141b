import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, normalizeOriginPattern } from './allowed-origins.ts';

describe('allowed origins', () => {
  it('accepts origins and any-port patterns, normalised', () => {
    expect(normalizeOriginPattern('HTTPS://Clinic.Example/')).toBe('https://clinic.example');
    expect(normalizeOriginPattern('http://localhost:*')).toBe('http://localhost:*');
    expect(normalizeOriginPattern('http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(normalizeOriginPattern('https://clinic.example:443')).toBeNull();
  });

  it('refuses paths, queries, other schemes and wildcard hosts', () => {
    for (const value of [
      'https://clinic.example/page',
      'https://clinic.example?x',
      'ftp://clinic.example',
      'https://*.clinic.example',
      '*',
      '',
    ]) {
      expect(normalizeOriginPattern(value)).toBeNull();
    }
  });

  it('matches exact origins, and any port of a host for a :* pattern', () => {
    const allowed = ['https://clinic.example', 'http://localhost:*'];
    expect(isAllowedOrigin('https://clinic.example', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost', allowed)).toBe(true);
    expect(isAllowedOrigin('https://clinic.example:8443', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.test:80', allowed)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:5173', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
  });
});
