import { foldTyped } from '../../../lib/chat-text/fold-text.ts';
import { wordMatches } from '../../../lib/chat-text/words-match.ts';

/**
 * Long words the safety signals are written with: a visitor's word one or two typos
 * away from one is read as it ('bleading', 'sucide', 'swolen'). Only words of six
 * letters or more are corrected, so 'back' never becomes 'black'.
 */
const VOCABULARY = [
  'suicide',
  'suicidal',
  'bleeding',
  'breathe',
  'breathing',
  'overdose',
  'overdosed',
  'infected',
  'infection',
  'swollen',
  'swelling',
  'blurry',
  'drooping',
  'unconscious',
  'fainted',
  'seizure',
  'allergic',
  'throat',
  'tongue',
  'necrosis',
  'purple',
  'hematoma',
  'incision',
  'bandages',
  'vomiting',
  'suicidarme',
  'suicidio',
  'sangrando',
  'sangrado',
  'respirar',
  'sobredosis',
  'infectada',
  'infectado',
  'infeccion',
  'hinchada',
  'hinchado',
  'pantorrilla',
  'pastillas',
  'inconsciente',
  'convulsion',
  'garganta',
  'borrosa',
  'escalofrios',
  'calentura',
  'desmaye',
  'desmayo',
  'matarme',
  'morirme',
  'anorexia',
  'bulimia',
  'vomitar',
];

const corrected = new Map<string, string>();

function correct(word: string): string {
  if (word.length < 6 || /\d/.test(word)) return word;
  const known = corrected.get(word);
  if (known !== undefined) return known;
  const match = VOCABULARY.find((expected) => wordMatches(word, expected)) ?? word;
  if (corrected.size < 10_000) corrected.set(word, match);
  return match;
}

/**
 * A message's clauses as the safety signals read them: folded (lower case, no accents),
 * apostrophes dropped ("can't" → 'cant', "i'm" → 'im'), letters held down collapsed
 * ('pleeease' → 'please'), typos in the signal words corrected, split where a new
 * clause starts (punctuation, 'but', 'now', 'pero', 'ahora'), each clause padded with
 * spaces so a pattern can name whole words as ' word '.
 */
export function safetyClauses(text: string): string[] {
  return text
    .replace(/['’`´]/g, '')
    .split(/[.,;:!?¿¡\n]+|\b(?:but|pero|now|ahora|however|though|although|aunque|anyway)\b/i)
    .flatMap((clause) => {
      const folded = foldTyped(clause ?? '')
        .split(' ')
        .filter(Boolean)
        .map(correct)
        .join(' ');
      return folded ? [` ${folded} `] : [];
    });
}
