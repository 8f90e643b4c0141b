import { foldText } from '../../../lib/chat-text/fold-text.ts';

/**
 * The body part a message is about, from the everyday words patients use, as cues for
 * the procedure model: 'smaller' means a breast reduction only when it is said of the
 * breasts, not of a nose.
 */
const PARTS: readonly (readonly [string, RegExp])[] = [
  [
    'breast',
    /\b(breasts?|boobs?|boobies|tits|titties|chest|bust|cleavage|nipples?|areolas?|implants?|cc|pechos?|senos?|bubis|lolas|chichis|tetas|busto|mamas?|pezones|implantes?|protesis|copa|silicone|saline|silicona|pexia|mastopexia|capsular|contractura)\b/,
  ],
  [
    'abdomen',
    /\b(belly|tummy|stomach|abs|abdomen|gut|pooch|apron|muffin top|love handles|flanks|waist|belly button|panza|barriga|barriguita|guata|pancita|vientre|abdomen|cintura|ombligo|rollitos|llantitas|flotador|flancos)\b/,
  ],
  [
    'buttocks',
    /\b(butt|booty|bum|ass|glutes|hips|behind|backside|nalgas|pompas|pompis|cola|culo|trasero|gluteos|caderas|poto)\b/,
  ],
  ['lips', /\b(lips?|pout|labios?|boca|bembas)\b/],
  ['nose', /\b(nose|noses|nasal|bridge|nostrils?|nariz|narices|tabique)\b/],
  ['eyes', /\b(eyes?|eyelids?|lids|bags|ojos|parpados|ojeras|bolsas)\b/],
  [
    'face',
    /\b(face|cheeks?|jaw|jawline|jowls|neck|wrinkles|forehead|cara|mejillas?|pomulos|mandibula|papada|cuello|arrugas|frente)\b/,
  ],
  ['chin', /\b(chin|menton|barbilla)\b/],
  ['thighs', /\b(thighs?|legs|muslos|piernas)\b/],
  ['arms', /\b(arms?|bingo wings|brazos|alas)\b/],
  ['hair', /\b(hair|hairline|bald|pelo|cabello|calvicie|entradas)\b/],
];

export function bodyPartCues(text: string): string[] {
  const folded = ` ${foldText(text)} `;
  return PARTS.flatMap(([part, words]) => (words.test(folded) ? [`part:${part}`] : []));
}
