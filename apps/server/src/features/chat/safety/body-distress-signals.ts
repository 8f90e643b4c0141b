/**
 * Distress about one's body or eating, in en and es, over folded clauses: self-hatred,
 * disgust, avoiding mirrors, starving, purging. Wanting a change ('my belly sags after
 * 2 kids') is not distress: the words must carry the feeling.
 */
const BODY_EN =
  '(body|face|self|myself|reflection|stomach|belly|tummy|nose|boobs|breasts|butt|thighs|arms|legs|lips|skin|looks|appearance|figure|shape)';
const BODY_ES =
  '(cuerpo|cara|panza|barriga|abdomen|nariz|pechos|senos|bubis|trasero|culo|nalgas|piernas|brazos|labios|piel|figura|aspecto|apariencia)';

export const BODY_DISTRESS_SIGNALS: readonly RegExp[] = [
  new RegExp(
    `\\b(hate|despise|loathe|disgusted (by|with)|ashamed of|so ashamed of|cant stand|cant look at|hate looking at|sick of) (my|how i look|the way i look|my own|looking at my|myself|me)( \\w+)?( ${BODY_EN})?`,
  ),
  /\b(im|i am|i feel|i look|feel|look) (so |really |too |just |completely |fucking |disgustingly )?(ugly|disgusting|hideous|gross|repulsive|worthless|like a monster|deformed|like garbage)\b/,
  /\b(avoid|avoiding|cover|covered|covering|break|broke) (all )?(the |my )?(mirrors?|reflection)|\bcant (look in|face) the mirror|\bcry (when|every time) i (look|see)|\bno one will (ever )?(love|want|date) (me|someone like me)/,
  /\b(starv|not eating|stopped eating|havent eaten|dont eat|barely eat|skip(ping)? (all )?(my )?meals)/,
  /\b(make|made|making) myself (throw up|puke|vomit|sick)|\bthrow(ing)? up after (i )?(eat|eating|meals|every meal)|\bpurg(e|ing)\b|\blaxatives\b|\bdiet pills to\b|\bbinge|\bbody dysmorphi|\bdysmorphia\b|\bbdd\b/,
  /\bwant to (rip|cut) (off )?(my|this) (skin|fat|stomach|belly)( off)?|\bi (look|am) (a )?(disgusting|fat) (pig|cow|whale)/,
  // es
  new RegExp(
    `\\b(odio|detesto|me da asco|me dan asco|me averguenza|me da verguenza|no soporto|no aguanto) (mi|mis|como me veo|verme|mirarme|mi propi[oa])( ${BODY_ES})?`,
  ),
  /\b(me odio|me doy asco|me doy verguenza|me siento (horrible|asquerosa|asqueroso|un monstruo|fatal conmigo|fea|feo|gorda y fea)|me veo (horrible|asquerosa|asqueroso|espantosa|espantoso|como un monstruo)|soy (horrible|asquerosa|asqueroso|un monstruo|muy fea|muy feo|fea|feo|una vaca|una ballena))\b/,
  /\b(no (puedo|soporto) (verme|mirarme)|evito los espejos|tape los espejos|no me puedo ver (al|en el) espejo|lloro (cuando|cada vez que) me (veo|miro))/,
  /\b(dejar de comer|deje de comer|no como (nada|casi nada)|llevo \w+ dias sin comer|me salto (todas )?las comidas|no he comido)/,
  /\b(me provoco el vomito|me hago vomitar|vomito (despues de|cuando) (comer|como)|me meto los dedos|laxantes|pastillas para adelgazar|atracones?|dismorfia)\b/,
  /\bnadie me va a (querer|amar) (asi|con este cuerpo)|\bquiero arrancarme (la piel|la grasa|la panza)/,
  /\b(no salgo|ya no salgo|dont leave|don t leave|cant leave|stopped leaving) (de )?(casa|the house|my house|home)|\b(que me vieran|que me vean|anyone (to )?see me|people (to )?see me|let anyone see)\b|\b(freak|monstruo|bicho raro|fenomeno)\b/,
  /\b(tape|tapo|tapar|cubri|cubro|covered|cover|taped|tape up)( \w+){0,3} (espejos|mirrors)|\b(escupo|escupirla|spit (it )?out)( \w+){0,3} (la comida|comida|food|para no engordar|so i dont)\b|\bchew(ing)? and spit|\bla escupo\b/,
  /\b(viendome|verme|me veo|sigo viendome|still look|i still look)( \w+){0,2} (horrible|fea|feo|asquerosa|asqueroso|hideous|disgusting|like a monster|deformed)|\b(odiando|hating) (lo que veo|what i see|myself|my body)|\bsin comer\b|\bme salto (las )?comidas|\bskip(ping)? meals/,
  /\b(im|i am|i m|so|totally|completely) obsessed with (it|my|how i look|them)|\bobsesionad[ao] con (mi|mis|mi propi[ao]|como me veo)|\bme obsesiona(n)? (mi|mis)\b|\bmy (face|body|nose|skin|stomach|belly) is (just )?(wrong|hideous|disgusting|deformed|ruined)\b/,
  /\b(borro|borre|elimino|delete|deleted|delete all) (todas )?(las |all )?(the )?(fotos|photos|pictures|pics)|\bme veo (horrend\w*|enorme|gordisima|monstruos\w*)|\b(still look|i look) (huge|enormous|disgusting|hideous)\b|\bme sigo viendo (enorme|gorda|horrible|fea)/,
  /\b(veo|me veo|i see|all i see is)( a)? (una |un |an |como una |como un )?(gorda|gordo|fat|horrible|monstruo|monster|ballena|whale|cerda|pig|vaca|cow|foca)\b/,
  // Purging, starving, hiding, checking: what the body's distress makes a person do.
  /\bvomito\b( \w+){0,5} (despues de|tras) (comer|cenar|la cena|la comida|desayunar|almorzar)\b|\b(throw up|puke|vomit)( \w+){0,4} after (dinner|lunch|eating|meals|every meal)\b|\ba puro (cafe|agua|te|mate|liquidos)\b|\b(only|just) (drinking |had |having )?(water|coffee|black coffee)( and (water|coffee))? (for|since)\b/,
  /\bpa(ra)? no (verme|mirarme)\b|\bso i (dont|cant|wont) (have to )?see (myself|my body)\b|\b(me visto|me cambio) a oscuras\b|\b(get|getting) dressed in the dark\b|\bque nadie me (viera|vea|vieran|vean|mire|mirara)\b|\b(didnt|dont|did not|do not) want (anyone|anybody|people|them) (to )?see me\b/,
  /\b(horas|hours)( \w+){0,6} (mirando|revisando|checking|staring at|looking at) (si|if|my|mi|mis)\b/,
  /\b(como|comer|comiendo|eat|eating|only eat|i eat)( \w+){0,2} ([1-9]\d{1,2}) (calorias|calories|cals?|kcals?)\b/,
  /\b(i hate|i despise|odio|detesto) (them|it|las|los|eso)\b|\ball i think about\b|\b(everyone|todos|la gente) (stares|se queda mirando|me mira) (at )?(my|mi)/,
];

/** An eating disorder named: distress now, unless the message says it is behind them. */
export const EATING_DISORDER_NAMES =
  /\banorexi|\bbulimi|\beating disorder|\bed recovery\b|\btrastorno (alimenticio|de la conducta alimentaria|alimentario)/;

/**
 * 'recovered from anorexia 12 years ago', 'de joven tuve bulimia, ya es cosa del
 * pasado': a history, not a crisis; 'relapse', 'again', 'otra vez' bring it back.
 */
export const RECOVERED =
  /^(?!.*\b(relaps\w*|recai\w*|again|otra vez|de nuevo|volvi|volvio|back to|struggling|luchando)\b).*\b(recovered|recuperad[ao]|ya (lo )?supere|superad[ao]|behind me|cosa del pasado|in the past|years ago|long ago|hace mucho|me dieron de alta|dada de alta|en 20\d\d|in 20\d\d|anos atras|hace (\w+ )?(\d+|un|dos|tres|cuatro|cinco|muchos|varios) anos|back in (college|high school|school|uni|my)|de joven|de adolescente|cuando era (joven|adolescente|chica|chico)|as a teen|in my teens|when i was (younger|a teen|in))\b/;
