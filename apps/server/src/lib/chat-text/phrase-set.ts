import { findPhrase } from './words-match.ts';

/**
 * Phrases written folded (lower case, no accents); a message's folded words match if
 * they hold one. `typos: false` where a near word means something else
 * ('injected' is not 'infected').
 */
export function phraseSet(
  phrases: readonly string[],
  options: { readonly typos?: boolean } = {},
): (words: readonly string[]) => boolean {
  const split = phrases.map((phrase) => phrase.split(' '));
  const typos = options.typos ?? true;
  return (words) => split.some((phrase) => findPhrase(words, phrase, typos) >= 0);
}
