import type { Language } from '@afterlook/domain';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { foldText } from '../fold-text.ts';

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

const SPANISH_MARKERS = new Set(
  'que como cuanto cuanta cuantos cual cuales es de la el los las una un mi por para con despues hola gracias quiero puedo tengo duele dura cuesta precio y soy del se me'.split(
    ' ',
  ),
);
const ENGLISH_MARKERS = new Set(
  'what how is the a an of my for with after hi hello thanks i want can do does long much cost price and am me it'.split(
    ' ',
  ),
);

/** The language a message is written in; `fallback` (the session's) when unclear. */
export function messageLanguage(text: string, fallback: Language): Language {
  let spanish = /[¿¡ñáéíóú]/i.test(text) ? 2 : 0;
  let english = 0;
  for (const word of foldText(text).split(' ')) {
    if (SPANISH_MARKERS.has(word)) spanish += 1;
    if (ENGLISH_MARKERS.has(word)) english += 1;
  }
  if (spanish === english) return fallback;
  return spanish > english ? 'es' : 'en';
}
