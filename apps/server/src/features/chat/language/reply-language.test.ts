import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { messageLanguage } from '../../../lib/chat-text/message-language.ts';
import { replyLanguage } from './reply-language.ts';

interface Row {
  readonly text: string;
  readonly lang: Language | 'either';
}
const read = (split: 'dev' | 'test'): Row[] =>
  readFileSync(join(import.meta.dirname, '../../../../corpora/language', `${split}.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row);

/**
 * Right when a clear message is answered in its own language although the session is in
 * the other one, and when an 'either' message ('ok', 'bbl?', '55 kg') keeps the session's.
 */
function score(rows: readonly Row[], detect: (text: string, fallback: Language) => Language) {
  let right = 0;
  let asked = 0;
  for (const row of rows) {
    const checks: [Language, Language][] =
      row.lang === 'either'
        ? [
            ['en', 'en'],
            ['es', 'es'],
          ]
        : [[row.lang === 'en' ? 'es' : 'en', row.lang]];
    for (const [session, expected] of checks) {
      asked += 1;
      if (detect(row.text, session) === expected) right += 1;
    }
  }
  return { right, asked };
}

describe('the language a chat reply is in (corpora/language, written by someone who had not seen it)', () => {
  it('answers clear messages in their own language and keeps the session’s for shared words', () => {
    expect(replyLanguage('cuanto cuesta el tummy tuck', 'en')).toBe('es');
    expect(replyLanguage('how much is la lipo', 'es')).toBe('en');
    expect(replyLanguage('si claro, gracias', 'en')).toBe('es');
    expect(replyLanguage('sure', 'es')).toBe('en');
    for (const shared of ['ok', 'bbl?', '55 kg', '👍', 'lipo 360']) {
      expect(replyLanguage(shared, 'en'), shared).toBe('en');
      expect(replyLanguage(shared, 'es'), shared).toBe('es');
    }
  });

  for (const split of ['dev', 'test'] as const) {
    it(`${split}: at least 90% right, well above the word lists alone`, () => {
      const rows = read(split);
      const model = score(rows, replyLanguage);
      const markers = score(rows, messageLanguage);
      console.log(
        `reply language, ${split}: ${model.right}/${model.asked} (word lists alone: ${markers.right}/${markers.asked})`,
      );
      expect(model.right / model.asked).toBeGreaterThanOrEqual(0.9);
      expect(model.right).toBeGreaterThan(markers.right);
    });
  }
});
