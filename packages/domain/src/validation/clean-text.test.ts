import { describe, expect, it } from 'vitest';
import { cleanMultilineText, cleanText } from './clean-text.ts';

describe('cleanText', () => {
  it('drops control, bidi-override, invisible and lone-surrogate characters', () => {
    expect(cleanText('A\u0000n\u0007a\u202E \u2066L\u200Bo\uD800pez\uDC00\u007F\u0085')).toBe(
      'Ana Lopez',
    );
  });

  it('keeps real text: accents, other scripts, emoji (surrogate pairs), ZWJ sequences', () => {
    for (const text of ['José Núñez', 'محمد', '李小龙', 'Ana 👩‍⚕️', 'Zoë-Ann O’Brien']) {
      expect(cleanText(text)).toBe(text.normalize('NFC'));
    }
  });

  it('turns line breaks and tabs into spaces on one line, keeps them in a message', () => {
    expect(cleanText('Ana\tLopez\nRuiz')).toBe('Ana Lopez Ruiz');
    expect(cleanMultilineText('Hi,\n\tthanks\u0000!')).toBe('Hi,\n\tthanks!');
  });
});
