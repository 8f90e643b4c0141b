// A logo URL of '/\evil.example/x.png' passed the same-site path check (browsers read it as //evil.example): this proves scheme-relative forms are refused.
import { isSameSitePath } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { ClinicFields } from './clinic-fields.ts';

const logoOk = (logo_url: string) =>
  ClinicFields.pick({ logo_url: true }).safeParse({ logo_url }).success;

describe('finding 10: a clinic logo on our own site is a path, never another host', () => {
  it.each([
    '/\\evil.example/x.png',
    '//evil.example/x.png',
    '/\\/evil.example/x.png',
    '/\t/evil.example/x.png',
    '/ /evil.example/x.png',
    '\\\\evil.example\\x.png',
    '/',
  ])('refuses %j', (value) => {
    expect(isSameSitePath(value)).toBe(false);
    expect(logoOk(value)).toBe(false);
  });

  it.each(['/static/demo-clinic-logo.svg', '/logos/clinic%20one.png'])(
    'accepts the path %j',
    (value) => {
      expect(isSameSitePath(value)).toBe(true);
      expect(logoOk(value)).toBe(true);
    },
  );

  it("still accepts an http(s) URL on the clinic's own host", () => {
    expect(logoOk('https://clinic.example/logo.png')).toBe(true);
  });
});
