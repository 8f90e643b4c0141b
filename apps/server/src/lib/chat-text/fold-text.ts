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
