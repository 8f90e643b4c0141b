import { describe, expect, it } from 'vitest';
import { pickSessionLanguage } from './pick-session-language.ts';

describe('pickSessionLanguage', () => {
  it('prefers the body, then Accept-Language by quality, then en', () => {
    expect(pickSessionLanguage('es', 'en-US')).toBe('es');
    expect(pickSessionLanguage(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickSessionLanguage(undefined, 'fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(pickSessionLanguage(undefined, 'es;q=0, en')).toBe('en');
    expect(pickSessionLanguage(undefined, 'de')).toBe('en');
    expect(pickSessionLanguage(undefined, undefined)).toBe('en');
  });
});
