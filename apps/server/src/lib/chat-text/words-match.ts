/** Edit distance (insert, delete, substitute, swap neighbours), stopping early past `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous2 = previous;
    previous = current;
  }
  return (previous[b.length] ?? Number.POSITIVE_INFINITY) <= max;
}

/** Typos allowed in a word: none in short words, one from 5 letters, two from 9. */
const allowedEdits = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** Whether a visitor's (folded) word is the expected word, typos allowed. */
export const wordMatches = (typed: string, expected: string): boolean =>
  typed === expected || withinEdits(typed, expected, allowedEdits(expected));

/**
 * Where a phrase's words occur in order in the visitor's words (at most one stray word
 * between two of them), typos allowed unless `typos` is false; -1 when they do not.
 */
export function findPhrase(
  words: readonly string[],
  phrase: readonly string[],
  typos = true,
): number {
  const same = typos ? wordMatches : (typed: string, expected: string) => typed === expected;
  for (let start = 0; start < words.length; start += 1) {
    let at = start;
    let matched = 0;
    for (const expected of phrase) {
      const limit = matched === 0 ? at + 1 : Math.min(words.length, at + 2);
      let found = -1;
      for (let k = at; k < limit; k += 1) {
        if (same(words[k] ?? '', expected)) {
          found = k;
          break;
        }
      }
      if (found < 0) break;
      matched += 1;
      at = found + 1;
    }
    if (matched === phrase.length) return start;
  }
  return -1;
}
