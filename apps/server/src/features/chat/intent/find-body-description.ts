import { foldText } from '../../../lib/chat-text/fold-text.ts';

/** How a patient starts telling about themselves: 'im 5'4', 'my belly sags', 'tengo copa a'. */
const SELF =
  /^(and |y |pero |but |also |tambien |lol |jaja )?(i m|im|i am|iam|i have|i ve|ive|i had|i lost|i still|i got|i gained|i just|i always|i never|i dont have|i think i have|my|mine|me|they re|theyre|they are|they|saggy|deflated|after|since|ever since|post|at|tengo|tenia|soy|mido|peso|estoy|me quedaron|me quedo|se me|mi|mis|despues|desde|baje|subi|todavia|aun|quedaron|quedo|no tengo|nunca|siempre|con|tras|de tanto)\b/;
/** A clause that asks for something is the request, not the description. */
const REQUEST =
  /\b(show|see|simulate|simulation|preview|try|can you|could you|can u|could u|would|will|should|how|what|is it|do i|does|can i|muestrame|muestra|ensename|ver|verme|simula|simulame|quiero ver|puedes|podrias|como|cuanto|cual|que|se puede|me conviene|soy candidata|soy candidato)\b/;
/** Words about a body, a size, an age or a body's history. */
const ABOUT_BODY =
  /\b(\d+\w*|cup|copa|lbs?|kg|kilos|pounds|tall|short|petite|thin|skinny|slim|curvy|heavy|flat|small|big|huge|saggy|sag|droop\w*|deflated|empty|loose|hanging|hooded|wide|narrow|stubborn|fat|skin|kids|babies|baby|pregnan\w*|breastfeeding|nursing|c ?sections?|weight|old|age|years|pain|blood pressure|diabetes|cancer|runs in|receding|disappears|no (butt|chest|boobs)|bajita|delgada|flaca|chiquita|gord\w*|grande|pequen\w*|caid\w*|colgad\w*|vaci\w*|suelt\w*|flacid\w*|ancha|hijos|hijas|bebe|embaraz\w*|lactancia|amamantar|cesareas?|peso|anos|edad|dolor\w*|presion|cancer|nada de|poco de|mucho|cauchos|rollitos|pancita|panza|busto|pechos|nariz|parpados|labio|cara|cintura|brazos|culo|pompis|nalgas|gluteos|cuerpo|mujer|hombre)\b/;

/**
 * The words in which a visitor tells about their own body or situation ('my belly sags
 * after 2 kids', 'im 5'4 and like 125 lbs', 'tengo copa a', 'se me cayeron los pechos
 * despues de amamantar'): the first clause that describes rather than asks, as typed;
 * null when there is none.
 */
export function findBodyDescription(text: string): string | null {
  const clauses = text.split(
    /[,.;!?¿¡\n()]+|\s(?:so|asi que|entonces|but|pero|and can|y puedo|can i|can you|can u|could you|could u|show me|wanna see|i wanna|i want to see|id love|i'd love|muestrame|mu[eé]strame|ens[eé][nñ]ame|quiero ver|quiero verme|se puede|me muestras|what would|how would|como se ver[ií]a|c[oó]mo me ver[ií]a|would|will)\s/i,
  );
  for (const clause of clauses) {
    const typed = clause.trim();
    const folded = foldText(typed.replace(/['’`´]/g, ' '));
    if (folded && SELF.test(folded) && !REQUEST.test(folded) && ABOUT_BODY.test(folded)) {
      return typed;
    }
  }
  return null;
}
