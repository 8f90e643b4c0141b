import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS } from './constants.ts';
import { parseWidgetQuery } from './query.ts';

describe('widget query parameters', () => {
  it('reads every parameter', () => {
    const query = parseWidgetQuery(
      '?clinicSdkKey=key_123&themeColor=%23112233&procedure=BBL&configUrl=https%3A%2F%2Fclinic.example%2Fform.json' +
        '&lang=es&fontFamily=Open%20Sans&name=Ana%20Li&email=ana%40example.com&phone=%2B13052064567' +
        '&ctaCopy=3&formVersion=v4&referrer=instagram',
      ['en-US'],
    );
    expect(query).toEqual({
      clinicSdkKey: 'key_123',
      themeColor: '#112233',
      procedure: { raw: 'BBL', value: 'BBL' },
      configUrl: 'https://clinic.example/form.json',
      lang: 'es',
      fontFamily: 'Open Sans',
      name: 'Ana Li',
      email: 'ana@example.com',
      phone: '+13052064567',
      ctaCopy: '3',
      formVersion: 'v4',
      referrer: 'instagram',
    });
  });

  it('defaults theme colour, font, referrer and leaves the rest null', () => {
    const query = parseWidgetQuery('', []);
    expect(query.themeColor).toBe(THEME_DEFAULTS.themeColor);
    expect(query.fontFamily).toBe(THEME_DEFAULTS.fontFamily);
    expect(query.referrer).toBe('direct');
    expect(query.clinicSdkKey).toBeNull();
    expect(query.procedure).toEqual({ raw: null, value: null });
    expect(query.configUrl).toBeNull();
  });

  it("uses 'direct' as referrer when absent or blank", () => {
    expect(parseWidgetQuery('referrer=', []).referrer).toBe('direct');
  });

  it('parses the procedure case-insensitively and keeps the raw value', () => {
    expect(parseWidgetQuery('procedure=breast_augmentation', []).procedure).toEqual({
      raw: 'breast_augmentation',
      value: 'BREAST_AUGMENTATION',
    });
    expect(parseWidgetQuery('procedure=NOSE_JOB', []).procedure).toEqual({
      raw: 'NOSE_JOB',
      value: null,
    });
  });

  it('falls back to the default theme colour for anything but a hex colour', () => {
    for (const bad of ['red', '%23GGGGGG', '%2312345', 'url(x)', '%23112233%3Bdisplay:none']) {
      expect(parseWidgetQuery(`themeColor=${bad}`, []).themeColor, bad).toBe('#00B7F4');
    }
  });

  it("accepts 3, 4, 6 and 8 digit hex colours, giving a bare one its '#'", () => {
    expect(parseWidgetQuery('themeColor=%23abc', []).themeColor).toBe('#abc');
    expect(parseWidgetQuery('themeColor=00B7F480', []).themeColor).toBe('#00B7F480');
  });

  it('keeps only a safe font-family name', () => {
    expect(parseWidgetQuery('fontFamily=%22Noto%20Sans%22', []).fontFamily).toBe('Noto Sans');
    expect(parseWidgetQuery('fontFamily=Inter%3B%7Dbody%7Bcolor:red', []).fontFamily).toBe(
      'Urbanist',
    );
    expect(parseWidgetQuery('fontFamily=Arial,sans-serif', []).fontFamily).toBe('Urbanist');
  });

  it('keeps only absolute http(s) config addresses', () => {
    expect(parseWidgetQuery('configUrl=javascript:alert(1)', []).configUrl).toBeNull();
    expect(parseWidgetQuery('configUrl=%2Fconfig.json', []).configUrl).toBeNull();
    // Finding 7: a host that is no hostname would reach the page's CSP.
    expect(parseWidgetQuery('configUrl=https%3A%2F%2F*%2Fc.json', []).configUrl).toBeNull();
    expect(
      parseWidgetQuery('configUrl=https%3A%2F%2Fa.example%3Bsandbox', []).configUrl,
    ).toBeNull();
  });

  it("restores a '+' that an unencoded address turned into a space", () => {
    const query = parseWidgetQuery('email=ana+clinic@example.com&phone=+13052064567', []);
    expect(query.email).toBe('ana+clinic@example.com');
    expect(query.phone).toBe('+13052064567');
  });
});

describe('widget language', () => {
  it('uses lang when it is en or es, without a warning', () => {
    const query = parseWidgetQuery('lang=en', ['es-MX']);
    expect(query.lang).toBe('en');
    expect(query.langWarning).toBeUndefined();
  });

  it('uses the es browser language when lang is missing, with a console warning', () => {
    const query = parseWidgetQuery('', ['fr-FR', 'es-MX', 'en-US']);
    expect(query.lang).toBe('es');
    expect(query.langWarning).toMatch(/lang/);
  });

  it('treats an unsupported lang like a missing one', () => {
    const query = parseWidgetQuery('lang=fr', ['en-GB']);
    expect(query.lang).toBe('en');
    expect(query.langWarning).toMatch(/'fr'/);
  });

  it('falls back to en when no browser language is en or es', () => {
    const query = parseWidgetQuery(new URLSearchParams(), ['de-DE']);
    expect(query.lang).toBe('en');
    expect(query.langWarning).toBeDefined();
  });
});
