/** Lower case without accents or punctuation: how visitors' words are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}

/** A message's folded words. */
export const foldedWords = (text: string): string[] => foldText(text).split(' ').filter(Boolean);

/**
 * A message as the classifiers and the safety rules read it: folded, apostrophes dropped
 * ("can't" → 'cant', "i'm" → 'im'), letters held down collapsed ('pleeease' → 'please').
 */
export const foldTyped = (text: string): string =>
  foldText(text.replace(/['’`´]/g, '')).replace(/([a-z])\1{2,}/g, '$1');
