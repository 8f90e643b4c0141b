/**
 * A medical emergency happening now, usually after surgery or an injectable, in en and
 * es, over folded clauses: heavy bleeding or fast swelling, infection or sepsis, skin
 * turning dark, vascular occlusion after filler (blanching, severe pain, any change in
 * vision), breathlessness or chest pain, a hot swollen calf, an allergic reaction,
 * stroke signs, fainting or a seizure. Named by body part and sign, so a question
 * about a risk ('can filler cause blindness?') does not match; 'if'/'risk' before a
 * sign is ruled out by the triage (hypothetical-markers.ts).
 */
/** A condition named as happening now ('i think im having a stroke'), not asked about. */
const CONDITION =
  '(stroke|hematoma|haematoma|blood clot|clot|dvt|pulmonary embolism|embolism|sepsis|necrosis|anaphylaxis|anaphylactic shock|allergic reaction|infection|heart attack|derrame( cerebral)?|ictus|embolia( grasa)?|trombosis|coagulo|hematoma|sepsis|necrosis|anafilaxia|infeccion|infarto|choque anafilactico)';
const NOW =
  '(having|im having|i am having|i have|ive got|i think i have|think its|i think its|pretty sure its|looks like|she has|he has|shes having|hes having|is having|tengo|tiene|creo que tengo|creo que es|me esta dando|le esta dando|me dio|le dio|estoy teniendo|esta teniendo|parece)';

const SKIN =
  '(skin|area|spot|patch|incision|wound|scar|nipple|nipples|areola|tip|cut|stitches|belly button|navel|lip|lips|nose|cheek|breast|boob|boobs|tummy|flap)';
const DARK = '(black|blackish|dark|darker|purple|purplish|blue|bluish|grey|gray|dusky|dead|dying)';

export const POST_OP_SIGNALS: readonly RegExp[] = [
  new RegExp(`\\b${NOW}( an?| una?| un)? ${CONDITION}\\b`),
  // breathing and chest
  /\b(cant|cannot|can not|hard to|struggling to|trouble|difficulty|problems?|unable to) (breathe|breath|breathing|catch my breath|get air)\b/,
  /\bshort(ness)? of breath|\bout of breath\b|\bgasping\b|\bbreathless|\bwheezing|\bcant get (enough )?air|\bfeel like (im|i am) suffocating|\bchoking\b/,
  /\bchest (pain|pains|hurts|hurting|is hurting|tight|tightness|pressure|feels tight|feels heavy|is tight)|\bpain in (my|her|his) chest|\b(my|her|his) chest (hurts|is hurting|feels|is tight)/,
  /\b(heart|pulse) (is )?(racing|pounding|beating (really |so )?fast)|\bcoughing (up )?blood/,
  // bleeding and fast swelling
  /\bbleeding( \w+){0,2} (a lot|heavily|so much|badly|through|wont stop|will not stop|non ?stop|everywhere|nonstop|like crazy|profusely|alot)|\b(heavy|lots of|a lot of|so much|alot of) (bleeding|blood)\b/,
  /\b(blood|bleeding) (is )?(everywhere|gushing|pouring|soaking|dripping|spurting|all over|wont stop|through)|\b(soaked|soaking|bled) (through|thru)|\bgushing blood|\bwont stop bleeding|\bkeeps bleeding/,
  /\b(bandage|bandages|gauze|dressing|dressings|binder|garment|drain|drains)( \w+){0,3} (soaked|full of blood|filled with blood|covered in blood|filling (up )?with blood|bright red)/,
  /\b(swelling|swollen|swelled|swells|puffed|blowing) (up )?(so |really |very )?(fast|quickly|rapidly|suddenly|huge|out of nowhere|like a balloon|in minutes|twice)/,
  /\b(one|left|right) (side|breast|boob|cheek) (is |got |became |looks )?(huge|twice|much bigger|way bigger|double|rock hard|hard and swollen|swollen)/,
  // infection and sepsis
  /\b(high|really high|bad|burning up with a) fever\b|\bfever( \w+){0,3} (10[1-5]|3[89]|4[01])|\b(10[1-5]|3[89]|4[01])( \d)?( degrees?| f| c| grados)? fever|\btemp(erature)?( \w+){0,3} (10[1-5]|3[89]|4[01])\b/,
  /\b(i|im|she|he|i have|i got|ive got|running|have had|got) (a )?fever\b|\bfever (and|with) (chills|shaking|pus|redness|pain|vomiting)|\bfeverish\b/,
  /\b(have|having|got|with|and|the) chills\b|\bchills (and|with)|\bshaking uncontrollably|\brigors\b/,
  /(?<!\b(no|sin|not|without|zero|nada de|ni) )\bpus\b|\boozing\b|\b(green|yellow|cloudy|smelly|foul|stinky) (discharge|fluid|liquid|stuff|gunk)|\b(smells|stinks|smell) (bad|awful|rotten|terrible|like rot|funny)|\bfoul smell|\bbad smell/,
  /\b(redness|red|rash) (is )?(spreading|getting bigger|growing|expanding)|\bred streaks?\b|\bspreading redness|\b(hot|warm) (to the touch|and red|and swollen|and hard|red)/,
  /\b(is|its|it s|looks|got|getting|seems|became|think its|think it s|think it is|i think it got) infected\b|\b(my|her|his|the) (incision|wound|scar|stitches|drain|belly button|lips?|boobs?|breasts?|butt|implant) (is |are |looks |seems |got )?infected/,
  // skin turning dark, blanching after filler
  new RegExp(
    `\\b(turned|turning|turns|gone|going|went|getting|became|changing to|changed to) ${DARK}\\b`,
  ),
  new RegExp(`\\b${SKIN}( \\w+){0,2} (is|are|looks|look|seems|is now|is all|looking) ${DARK}\\b`),
  new RegExp(
    `\\b${DARK} (and cold|and hard|color|colour|skin|spot|spots|patch|patches|area|scab|tissue|blotch)`,
  ),
  new RegExp(
    `\\b${SKIN} (is |are |looks |has |turned |went |going |got )?(all )?(white|pale|blanched|mottled|blotchy|lacy|webby|cold)\\b`,
  ),
  /\bmottled|\blivedo|\bblanch(ed|ing)\b|\bdusky\b|\bdead skin|\bskin (is )?dying|\bwhite (spot|patch|area|blotch)/,
  /\b(severe|extreme|unbearable|excruciating|horrible|insane|worst) pain\b|\bpain (is )?(unbearable|excruciating|getting worse fast)/,
  // vision
  /\b(lost|losing|lose|loss of) (my |the )?(vision|sight|eyesight)|\bvision (is |went |got |going |getting )?(blurry|blurred|black|dark|gone|weird|fuzzy|foggy|spotty|double|cloudy|dim|bad)|\b(blurry|blurred|double|fuzzy|cloudy) vision\b/,
  /\bcant see (out of|from|with|in) (my|one|the|her|his|left|right)|\bcant see (anything|properly|clearly)|\bblind in\b|\bwent blind|\bgoing blind|\bgone blind|\bvision loss|\beye (went|is|going|gone) (black|dark|blurry|blind)/,
  // calf (DVT)
  /\b(calf|calves|leg|legs|thigh|ankle)( \w+){0,3} (is |are |feels |got |looks )?(swollen|hot|warm|red|hard|tender|throbbing|cramping)( \w+){0,3} (and|&) (hot|warm|red|painful|hard|tender|swollen|hurts)/,
  /\b(swollen|hot|red|painful|throbbing|hard) (calf|calves|leg)\b|\bpain in (my|her|his|the) (calf|calves)\b|\b(my|her|his) (calf|calves) (hurts|is killing|pain|is swollen|swollen)/,
  // allergic reactions
  /\b(throat|tongue|airway)( \w+){0,2} (is |are |feels |getting |started |starting |keeps )?(closing|swelling|swollen|tight|tightening|itchy and swollen|closing up)/,
  /\ballergic reaction|\bepipen|\bhives\b|\bwelts\b|\b(face|eyes|lips) (are |is )?(swelling|swollen|blowing up|puffing up)( \w+){0,2} (fast|up|shut|quickly|and (itch\w*|hives|tingl\w*|my throat|throat|tongue|i cant|cant|wheez\w*|hard to))|\bface (is )?(blowing up|puffing up)/,
  // stroke
  /\b(face|mouth|eye|eyelid|smile|lip) (is |are |feels |started |starting )?(drooping|droopy|droops|drooped|crooked|sagging on one side|lopsided|uneven all of a sudden)|\bdroop(ing|y)? (face|mouth|eye|side|smile)/,
  /\bone side of (my|her|his|the) (face|body|mouth)( \w+){0,3} (numb|weak|drooping|droopy|paralyzed|dead|cant move|wont move|tingling)|\b(numb|weak|paralyzed|tingling) on one side/,
  /\bslurr(ed|ing)|\bcant (speak|talk|get (my )?words out|move my (arm|leg|face))|\bsudden (confusion|weakness|numbness|severe headache|headache)|\bworst headache|\bface (is )?(numb|paralyzed)( \w+){0,2} (and|&)/,
  // fainting, seizures, generic
  /\b(fainted|passed out|blacked out|collapsed|unconscious|unresponsive|not waking up|wont wake up|cant wake (her|him|up)|not breathing|seizure|seizing|convulsing|convulsion|fitting)\b|\bkeep (fainting|passing out)/,
  /\b(call|calling|called) (911|999|112|000|an ambulance)|\bambulance\b|\b(go|going|went|rushed|rush) to (the )?(er|a and e|emergency|hospital)\b|\bemergency room\b|\bits an emergency|\bthis is an emergency|\bi have an emergency|\bmedical emergency/,
  /\b(vomiting|throwing up|puking) (blood|non ?stop|nonstop|for hours|everything)|\bcant stop (vomiting|throwing up|shaking)/,
  // es: respirar y pecho
  /\b(no puedo|no puede|me cuesta|le cuesta|dificultad para|problemas para|cuesta) respirar\b|\b(me|le) (falta|faltaba)( un poco| mucho)? (el )?aire\b|\bfalta de aire\b|\bme ahogo\b|\bahogando\b|\bsin aire\b|\brespiro (mal|con dificultad)/,
  /\bdolor (de|en el|fuerte en el) pecho\b|\bme (duele|aprieta|oprime) (el|mucho el) pecho\b|\bopresion en el pecho|\bpecho apretado|\bcorazon (muy )?(acelerado|a mil)|\btosiendo sangre/,
  // es: sangrado e hinchazón
  /\b(sangra|sangro|sangrando|sangrado|sangre)( \w+){0,2} (mucho|muchisimo|abundante|sin parar|demasiado|a chorros|por todos lados|un monton)|\bno (para|paraba|deja|dejo|deja de|para de) (de )?sangrar|\bsangrado abundante|\bsangr\w*( \w+){0,2} (por|a traves de|atraves de|entre) (los |las |el |la )?(vendas?|vendajes?|gasas?|faja|aposito|puntos|herida|drenaje)|\bgote\w*( \w+){0,2} (al |el |en el )?(piso|suelo)\b/,
  /\b(vendas?|gasas?|aposito|faja|drenaje|drenajes)( \w+){0,3} (empapad[ao]s?|llen[ao]s? de sangre|con mucha sangre|rojo)|\bempapad[ao]s? de sangre|\bchorreando sangre|\blleno de sangre/,
  /\bse (me )?(hincho|esta hinchando|hinchó|inflo|infla)( \w+){0,3} (de golpe|muy rapido|rapidisimo|de repente|muchisimo|el doble|como un globo)|\bhinchazon (repentina|rapida|enorme)/,
  /\b(un|el) (lado|seno|pecho|lado del pecho) (esta |se puso |quedo )?(enorme|el doble|mucho mas grande|durisimo|duro como piedra)/,
  // es: infección
  /\bfiebre( \w+){0,3} (alta|altisima|de 3[89]|de 4[01])|\b(tengo|tiene|me dio|con|me subio la|le dio) (mucha )?(fiebre|calentura)\b|\bescalofrios\b|\btiritando\b/,
  /(?<!\b(no|sin|not|without|zero|nada de|ni) )\bpus\b|\bsupura|\b(sale|salen|saliendo|bota|botando) (liquido|pus|algo) (verde|amarillo|con mal olor|feo)|\bhuele (mal|feo|horrible|a podrido)|\bmal olor\b|\bapesta/,
  /\b(enrojecimiento|rojez|lo rojo|la rojez|lo colorado) (se )?(esta )?(extendiendo|extiende|agrandando|creciendo)|\b(roja|rojo|colorada|colorado) y caliente|\bcaliente y (roja|rojo|hinchad[ao])/,
  /\b(se (me )?(infecto|infecto la|esta infectando)|esta infectad[ao]|se ve infectad[ao]|creo que (se )?(me )?infecto|(herida|cicatriz|incision|ombligo|puntos|drenaje) infectad[ao])/,
  // es: piel oscura, blanqueamiento
  /\bse (me |le )?(puso|pusieron|esta poniendo|estan poniendo|pone|volvio|esta volviendo|torno|ve|ven) (muy |toda |todo )?(negr[ao]s?|morad[ao]s?|oscur[ao]s?|azul(ad[ao])?|gris(ace[ao])?|blanc[ao]s?|palid[ao]s?)\b|\b(esta|estan|quedo|quedaron) (negr[ao]s?|morad[ao]s?)\b/,
  /\b(piel|herida|cicatriz|pezon|pezones|areola|zona|punta|labio|labios|ombligo|nariz|parpado|parpados|mejilla|frente|mancha|manchas)( \w+){0,2} (negr[ao]s?|morad[ao]s?|oscur[ao]s?|blanc[ao]s?|palid[ao]s?|moteada|marmorea|fria y (blanca|morada))\b|\bpiel muerta\b|\bse esta muriendo la piel/,
  /\bdolor (insoportable|horrible|terrible|muy fuerte|fortisimo|espantoso|brutal)\b|\b(me duele|duele) (muchisimo|horrible|demasiado|un monton)( \w+){0,3} (y|no)/,
  // es: visión
  /\b(perdi|pierdo|perdiendo|perdida de) (la )?(vista|vision)|\bno veo (nada|bien|de un ojo|por un ojo|con un ojo|de este ojo|de mi ojo|del ojo)|\bveo (borroso|doble|negro|oscuro|manchas|nublado|mal)|\bvista (borrosa|nublada|doble|negra)|\bvision (borrosa|doble)|\bse me (nublo|oscurecio|fue) la vista|\b(me )?(quede|quedo|estoy quedando) ciega?o?\b|\bno puedo ver (nada|bien|de un ojo|por un ojo|con un ojo)/,
  // es: pantorrilla
  /\b(pantorrilla|pierna|piernas|gemelo|tobillo)( \w+){0,3} (hinchad[ao]s?|caliente|roja|rojas|dura|duele|me duele|adolorida)( \w+){0,3} (y|con) (caliente|roja|dura|duele|dolor|hinchad[ao])|\bme duele (mucho )?la pantorrilla/,
  // es: alergia
  /\b(se me (cierra|esta cerrando|hincha|esta hinchando) la (garganta|lengua)|garganta cerrada|(garganta|lengua) (hinchada|cerrandose))|\breaccion alergica|\bronchas\b|\burticaria\b|\bse me (hincho|esta hinchando|hincha) (toda )?la cara/,
  // es: ictus
  /\b(se me (cayo|esta cayendo|cae)|tengo caid[ao]|tiene caid[ao]) (la cara|un lado|la boca|el parpado|la comisura)|\b(cara|boca|sonrisa) (caida|torcida|chueca|de lado)|\bun lado (de la cara|del cuerpo)( \w+){0,3} (dormido|entumid[ao]|paralizad[ao]|adormecid[ao]|no lo puedo mover|no se mueve)/,
  /\b(hablo|habla) (raro|arrastrando|trabad[ao])|\barrastr(o|a|ando) las palabras|\bno (puedo|puede) hablar bien|\bconfusion repentina|\bdolor de cabeza (horrible|insoportable|muy fuerte|repentino)/,
  // es: desmayo, convulsiones, generic
  /\b(me desmaye|se desmayo|desmayo|desmayos|me desvaneci|inconsciente|no despierta|no reacciona|se desplomo|convulsion|convulsiones|convulsionando|no respira)\b/,
  /\b(llamar|llamo|llame|llamamos) (al )?(911|112|131|123|105|107|una ambulancia)|\bambulancia\b|\b(ir|voy|vamos|fui|llevarla|llevarlo|llevenme) a (urgencias|emergencias|la guardia|el hospital|la clinica ya)|\bes una (emergencia|urgencia)\b|\btengo una (emergencia|urgencia)/,
  /\b(vomitando|vomito) (sangre|sin parar|todo)|\bno (paro|puedo parar) de vomitar/,
  // more ways patients say it (en)
  /\b(swelling|swelled|swells|swollen|puffing|puffed) (up )?(shut|overnight|out of nowhere)|\beye (is )?(swelling|swollen) shut|\bblisters?\b|\bblood (keeps|is|just keeps) (coming|pouring|gushing|running)|\b(swallowing|spitting|coughing) (up )?blood/,
  /\b(redness|red|the red)( \w+){0,3} (went|spread|spreading|growing|moved|all the way|up my|down my)|\b(left|right|one) side( of my body)? (is |feels |went |got )?(weak|numb|heavy|dead)|\b(i feel|im|i am|she is|shes|he is|hes|seems) (so |really |very |suddenly )?(confused|disoriented)/,
  /\b(going|turning|turned|gone|went|getting) (really |so |very |all |kind of )?(pale|white|whiteish|gray|grey)|\bcant put (any )?weight on|\b(calf|calves|leg)( \w+){0,3} (swelled|swelling|swollen|puffed|hot|red|burning|warm)|\b(not|isnt|is not|wont|stopped) (responding|breathing)|\bunresponsive/,
  /\b(tongue|throat)( \w+){0,2} (feels |is |got )?(huge|thick|fat|swollen|big|weird and swollen)|\bcant (talk|speak|swallow) (properly|right|normally)?|\bwords (come out|are coming out) (wrong|weird|jumbled)/,
  /\b(lump|bump|swelling|bulge)( \w+){0,5} (growing|getting bigger|bigger and bigger|keeps growing|hard as a rock)|\b(hard|rock) (as|like) a rock|\bpurple (net|web|lace|mesh|pattern)|\b(lacy|net like|netlike|web like) (purple|rash|pattern)/,
  // más formas en que lo dicen (es)
  /\b(pantorrilla|gemelo|chamorro|pierna|tobillo)( \w+){0,4} (hinchad\w*|caliente|calentit[ao]|dur[ao]|ardiendo|roj[ao]|colorad[ao]|mas grande que la otra|pesada|me pesa)|\bno puedo apoyar (el pie|la pierna)|\bde un solo lado\b( \w+){0,4} (hinchad\w*|roj[ao]|duele)|\bhincharon( \w+){0,5} de un (solo )?lado/,
  /\b(desmaya|desmayando|desmayandome|desmayarme|desmayos|se desvanece)\b|\bno responde\b|\bse quedo como (trapo|muerta|muerto)|\bno reacciona\b/,
  /\b(drenaje|drenajes|bolsita|bolsa del drenaje|venda|vendas|gasa|gasas|faja|aposito)( \w+){0,5} (sangre|empapad\w*|llen\w*)|\bempap\w*( \w+){0,4} (de )?sangre|\bchorre\w*( \w+){0,2} sangre|\bsangre( \w+){0,3} (chorrea|chorreando|sale y sale|no para)|\b(me sale|sale|sigue saliendo) (mucha )?sangre|\b(tragando|escupiendo) sangre/,
  /\b(de golpe|de repente|derepente|subitamente|suddenly|all of a sudden)( \w+){0,5} (dormid\w*|entumid\w*|adormecid\w*|numb|weak|no siento|no puedo mover|confundid\w*)|\b(dormid\w*|entumid\w*|numb)( \w+){0,4} (de golpe|de repente|suddenly)|\bse me (durmio|durmieron|adormecio|adormecieron)( \w+){0,3} (de golpe|de repente|el brazo y la pierna|un lado)/,
  /\b(inflando|inflada|hinchando|hinchada)( \w+){0,2} (toda|la cara|la garganta|la lengua|el ojo)|\b(cara|garganta|lengua|ojo)( \w+){0,3} (inflando|inflada|hinchando|cerrando)|\blengua (gorda|hinchada|enorme|pesada)|\bme pica (mucho )?la garganta|\bno me salen (bien )?las palabras|\bdigo cosas que no quiero/,
  /\b(se me (estan )?cerra(ndo|ron)|no puedo abrir) (los|el|un) ojos?\b|\b(empiezo a|empece a|comence a|comienzo a) ver (borroso|doble|negro|manchas)|\bver borroso\b|\bno entiendo (lo que|nada de lo que) me (dicen|hablan)|\b(cant|cannot|can t) understand what (people|they|anyone|she|he) (say|says|is saying|are saying)/,
  /\b(peor|el peor) dolor de cabeza|\bveo (raro|borroso|doble|manchas|lucecitas|destellos|todo negro)|\bno (ve|veo|vemos) (nada )?(de|por|con) (un|el|este|mi|su) ojo|\b(de repente|derepente) no (ve|veo)\b/,
  /\b(se me puso|esta|se puso|quedo)( \w+){0,2} (como (una )?piedra|durisim[oa])|\b(bulto|bola|chichon|hinchazon)( \w+){0,6} (cada vez mas grande|creciendo|crece|mas grande)|\bred (morada|violacea|violeta)|\bmalla (morada|violacea)|\bmanchas? (moradas?|violaceas?) (como )?(red|malla|encaje)/,
  /\b(rojo|enrojecimiento|rojez|lo rojo)( \w+){0,4} (se (extendio|expandio|esta extendiendo|paso)|hasta|subio|sube)|\b(corazon|pulso)( \w+){0,2} (late|latiendo|va) (muy |super |re )?(rapido|rapidisimo|a mil|fuerte)|\b(me siento|esta|estoy) (muy |super )?(confundid[ao]|desorientad[ao])/,
  /\b(se (me )?(esta|estan) poniendo|se (me )?puso|se (me )?pusieron) (muy |bien |re )?(palid[ao]s?|blanc[ao]s?)|\b(palid[ao]|blanc[ao]) y (me duele|duele|fri[ao])|\bampollas?\b/,
];
