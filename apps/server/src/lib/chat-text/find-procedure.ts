import { PROCEDURE_ALIASES, type Procedure } from '@afterlook/domain';
import { foldedWords } from './fold-text.ts';
import { findPhrase } from './words-match.ts';

const ALIASES = Object.entries(PROCEDURE_ALIASES)
  .flatMap(([procedure, aliases]) =>
    aliases.map((alias) => ({ procedure: procedure as Procedure, words: alias.split(' ') })),
  )
  // Longest first: 'breast lift and augmentation' wins over 'breast lift'.
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The procedure a visitor's message names (medical name, everyday name or slang, en or
 * es, typos and missing accents allowed), or null. The most specific alias wins.
 */
export function findProcedure(text: string): Procedure | null {
  const words = foldedWords(text);
  for (const alias of ALIASES) {
    if (findPhrase(words, alias.words) >= 0) return alias.procedure;
  }
  return null;
}
