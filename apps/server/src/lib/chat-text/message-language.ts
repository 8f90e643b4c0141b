import type { Language } from '@afterlook/domain';
import { foldText } from './fold-text.ts';

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
