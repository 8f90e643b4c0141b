import type { Language } from '@afterlook/domain';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { foldText } from '../../../lib/chat-text/fold-text.ts';

const STEMMERS: Readonly<Record<Language, (word: string) => string>> = {
  en: englishStemmer,
  es: spanishStemmer,
};

const STOP_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(
    'a an the is are am be was were i me my you your we our it its of to in on at for with and or do does did can could would should will how what when which who why this that there after before about get have has'.split(
      ' ',
    ),
  ),
  es: new Set(
    'a al el la los las un una unos unas de del y o en con por para que es son soy se me mi mis tu te lo le les como cual cuales cuando donde hay esta este esto puedo debo despues antes sobre'.split(
      ' ',
    ),
  ),
};

/**
 * A word as the index keeps it: folded (visitors often type without accents), stop
 * words dropped, then stemmed, the same for entries and questions; null: dropped.
 */
export function indexTerm(term: string, language: Language): string | null {
  const folded = foldText(term);
  if (!folded || STOP_WORDS[language].has(folded)) return null;
  return STEMMERS[language](folded);
}
