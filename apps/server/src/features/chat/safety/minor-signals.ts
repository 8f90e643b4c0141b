/**
 * A person under 18 asking about a procedure for themselves, or a parent for their
 * child, in en and es, over folded clauses. An adult's past ('i was 16 when…', 'tengo
 * 16 semanas', 'im 17 days post op') is not one: an age must be the person's now.
 */
const AGE_EN = '(1[0-7]|[1-9]|thirteen|fourteen|fifteen|sixteen|seventeen|twelve|eleven|ten)';
const AGE_ES =
  '(1[0-7]|[1-9]|trece|catorce|quince|dieciseis|diez y seis|diecisiete|doce|once|diez)';
const NOT_YEARS_EN =
  '(?! ?(weeks?|wks?|days?|months?|mos?|lbs?|pounds?|kg|kilos?|cm|inches|in|ft|feet|cc|hours?|hrs?|minutes?|syringes?|units?|post|percent|%|am|pm|\\d|kids?|children|times|c sections?|csections?|pregnanc\\w*|births?))';
const NOT_YEARS_ES =
  '(?! ?(semanas?|dias?|meses|mes|kilos?|kg|libras?|cm|horas?|minutos?|jeringas?|unidades|hijos?|hijas?|cesareas?|partos?|embarazos?|ninos|ninas|veces|anos de casad|\\d))';

/** An adult's own age, stated: 'tengo 19, necesito permiso de mis papas?' is no minor. */
export const ADULT_AGE =
  /(?<!\b(cumplo|cumplire|voy a cumplir|turn|turning|ill be|i ll be|los) )\b(tengo|im|i am|i m|iam|soy de|age|aged) (1[89]|[2-9]\d)(?! ?(weeks?|days?|months?|lbs?|pounds?|kg|kilos?|semanas|dias|meses|libras))\b|\b(1[89]|[2-9]\d) ?(years? old|yo|y o|anos)\b|\b(daughter|son|kid|child|hija|hijo|nina|nena)( \w+){0,3} (is|s|turns|turned|tiene|de|cumple|cumplio) (1[89]|[2-9]\d)\b/;

export const MINOR_SIGNALS: readonly RegExp[] = [
  new RegExp(
    `\\b(im|i am|i m|iam|i just turned|just turned|turning|i turn|age|aged|me|being|shes|she s|she is|hes|he s|he is) ${AGE_EN}${NOT_YEARS_EN}\\b`,
  ),
  new RegExp(`\\b${AGE_EN} ?(years? old|yrs? old|yo|y o|yr old|year old)\\b`),
  new RegExp(
    `\\b(my|our) (daughter|son|kid|child|girl|boy|teen|stepdaughter|niece)( \\w+){0,2} (is|s|just turned|turns|turning|whos|who is|aged|age) ${AGE_EN}${NOT_YEARS_EN}\\b`,
  ),
  /\b(im|i am) (a )?(minor|underage|under 18|in high school|in middle school|a teen|a teenager|still in school)|\b(in|at) (high school|middle school|junior high)|\b(9th|10th|11th|12th|ninth|tenth|eleventh|sophomore|freshman|junior) (grade|year of high)|\bmy (parents|mom|dad|mum) (have to|would have to|need to|must) (sign|consent|agree|come)|\bparental consent|\bparents (permission|consent)/,
  /\b(for|before) (my )?(prom|sweet 16|sweet sixteen|graduation from high school)/,
  // An age and sex as people sign a post: '16f', '17 m here'.
  /^ (1[0-7]) ?(f|m)\b|\b(1[0-7])(f|m)\b/,
  /\b(freshman|sophomore|junior|senior) (in|at) (hs|high school|highschool)\b|\b(in|at) (hs|highschool)\b|\b([6-9]th|1[0-2]th|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade(r|rs)?\b|\b(i turn|ill turn|i ll turn|ill be|i ll be|i will be|im turning|i am turning) (18|eighteen) (in|next|this|on|soon)\b/,
  new RegExp(
    `\\bmy (granddaughter|grandson|nephew|stepson|little sister|little brother|younger sister|younger brother|baby sister|sister|brother|grandkid|grandchild)( \\w+){0,2} (is|s|just turned|turns|turning|whos|who is|aged) ${AGE_EN}${NOT_YEARS_EN}\\b`,
  ),
  // es
  new RegExp(
    `\\b(tengo|cumplo|cumpli|voy a cumplir|acabo de cumplir|con mis) ${AGE_ES}${NOT_YEARS_ES}\\b`,
  ),
  new RegExp(`\\b(de|con|tiene|tengo|cumple|cumplo|cumplira|cumplire) ${AGE_ES} anos\\b`),
  new RegExp(
    `\\bmi (hija|hijo|nina|nena|chica|chamaca|sobrina|sobrino|hijastra|hijastro|nieta|nieto|hermanita|hermanito|hermana menor|hermano menor|hermana|hermano)( \\w+){0,5} (de|tiene|que tiene|cumple|cumplio) ${AGE_ES}${NOT_YEARS_ES}\\b`,
  ),
  new RegExp(
    `\\bcon ${AGE_ES} (anos )?(se puede|puedo|me puedo|me dejan|me pueden|ya puedo|se lo pueden|la pueden|lo pueden)\\b|\\b(cumplo|voy a cumplir|cumplire) (los )?(18|dieciocho)\\b|\\b(puedo|me puedo|se puede|pueden|podria)( \\w+){0,4} a los ${AGE_ES}${NOT_YEARS_ES}\\b|\\b(can|could|may) (i|u|you|she|he|my (daughter|son|kid))( \\w+){0,4} at ${AGE_EN}${NOT_YEARS_EN}\\b`,
  ),
  /\b(soy|es) menor( de edad)?\b|\bmenor de edad\b|\b(estoy|voy) en (la )?(prepa|secundaria|colegio|liceo|bachillerato|instituto|segundo de bachi|cuarto medio|tercero medio|segundo medio)|\b(permiso|autorizacion|firma) de mis (papas|padres)|\bmis (papas|padres) (tienen que|deben) (firmar|autorizar)/,
  /\b(para|antes de|en) (mis|mi) (quince|xv|quinceanera|fiesta de quince|15|16|17|dieciseis|diecisiete)\b/,
  /\b([1-4](ro|do|to|er)?|primero|segundo|tercero|cuarto|1ero|2ndo) (de )?(medio|secundaria|prepa|eso|de bachi|bachillerato)\b|\b(estoy|voy) en (la )?(u|uni)?(prepa|secundaria|liceo|colegio)/,
];
