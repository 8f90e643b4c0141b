import { describe, expect, it } from 'vitest';
import { headlineForCtaCopy, headlineText } from './headlines.ts';
import { interpolate, MESSAGES } from './i18n/index.ts';

const en = MESSAGES.en.headlines;
const es = MESSAGES.es.headlines;

describe('advertising headline by ctaCopy', () => {
  it.each([
    ['1', en.seeHowYouWillLook],
    ['3', en.showUpPrepared],
    ['4', en.simulateNext],
    ['5', en.inTwoMinutes],
    ['7', en.instantly],
  ])('ctaCopy %s shows its variant', (ctaCopy, template) => {
    expect(headlineForCtaCopy(ctaCopy, 'BBL', 'en')).toEqual({
      text: interpolate(template, { a: 'a', procedure: 'BBL' }),
      tone: 'default',
    });
  });

  it("§2.3 ctaCopy 8 selects the listed further variant, 'see how a X will look on you for free'", () => {
    expect(headlineForCtaCopy('8', 'BBL', 'en')).toEqual({
      text: interpolate(en.forFree, { a: 'a', procedure: 'BBL' }),
      tone: 'default',
    });
  });

  it('ctaCopy 2 shows no headline', () => {
    expect(headlineForCtaCopy('2', 'BBL', 'en')).toEqual({ text: null, tone: 'default' });
  });

  it('ctaCopy 6 is ctaCopy 5 in blue', () => {
    expect(headlineForCtaCopy('6', 'TUMMY_TUCK', 'es')).toEqual({
      text: headlineForCtaCopy('5', 'TUMMY_TUCK', 'es').text,
      tone: 'blue',
    });
  });

  it('anything else shows the default copy', () => {
    for (const ctaCopy of [null, undefined, '', '9', 'abc', 'toString']) {
      expect(headlineForCtaCopy(ctaCopy, 'BBL', 'en')).toEqual({
        text: interpolate(en.default, { a: 'a', procedure: 'BBL' }),
        tone: 'default',
      });
    }
  });

  it("fills the procedure's name and its article in the language", () => {
    expect(headlineText('forFree', 'OTOPLASTY', 'en')).toBe(
      interpolate(en.forFree, { a: 'an', procedure: 'Otoplasty' }),
    );
    expect(headlineText('seeHowYouWillLook', 'TUMMY_TUCK', 'es')).toBe(
      interpolate(es.seeHowYouWillLook, { a: 'una', procedure: 'Abdominoplastia' }),
    );
  });
});
