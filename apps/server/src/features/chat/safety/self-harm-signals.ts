/**
 * Thoughts of suicide or self-harm, in en and es, over folded clauses (safety-text.ts).
 * Figures of speech ('this price is killing me', 'me muero por unos labios así', 'i'd
 * die for her body') are not here: each pattern needs the person's own life or body.
 */
export const SELF_HARM_SIGNALS: readonly RegExp[] = [
  /\b(kill|killing|kil|end|ending|hurt|hurting|harm|harming|cut|cutting|burn|burning) (my ?self|my own life|my life)\b/,
  /\b(take|taking|took) my (own )?life\b/,
  /\bkms\b|\bkys\b|\bunalive\b|\bsewerslide\b|\bsuicid/,
  /\bself ?harm|\bself ?injur/,
  /\b(want|wanna|ready|planning|plan|tempted|thinking about|thought about|think about) (to )?(die|end it|end things|end it all|be dead|not wake up|not be here|disappear)\b/,
  /\b(wish|wishing) (i|id|i d|i was|i were|i could) (was |were |be )?(dead|die|disappear|not wake up|never wake up|not exist|not be here)/,
  /\bbetter off (dead|without me)|\bno (reason|point|will) (to|in|of) (live|living|keep going|go on|being alive)/,
  /\b(dont|do not|dont even|no longer) (want|wanna) (to )?(live|be alive|be here|exist|wake up|go on|keep living)/,
  /\bnot worth (living|it anymore|being alive)|\bcant (go on|keep going|do this anymore|take it anymore|live like this)/,
  /\b(end|ending) it all\b|\bend my suffering|\bgoodbye (forever|cruel world)|\bnobody would (miss|notice|care if) me/,
  /\b(pills|rope|bridge|gun) (to|and) (end|kill|die)/,
  // es
  /\b(matarme|me (quiero|voy a|voy) matar|quitarme la vida|acabar con mi vida|terminar con mi vida|acabar con todo|quitarme de en medio)\b/,
  /\b(me quiero|me kiero|quiero|kiero|me gustaria|ojala) (morir|morirme|me muera|estar muerta|estar muerto|desaparecer|no despertar|no existir|dejar de existir)\b/,
  /\bno (quiero|tengo ganas de) (vivir|seguir viviendo|seguir|estar aqui|despertar|existir)\b/,
  /\b(no vale la pena|no tiene sentido|sin sentido) (vivir|seguir|la vida)|\bmejor (muerta|muerto)\b|\bpara que (vivir|seguir)\b/,
  /\b(hacerme dano|lastimarme|cortarme|me corto|me he cortado|me estoy cortando|autolesion|me autolesiono|me lastimo|quemarme)\b/,
  /\bno (aguanto|soporto|puedo) mas (la vida|vivir|con mi vida|esto)\b|\bnadie me (extranaria|echaria de menos)/,
  /\b(pensamientos|ideas) (suicidas|de morir|de muerte|de hacerme dano)/,
  /\bme mato\b(?! (de|trabajando|estudiando|entrenando|en el|haciendo|por (verme|tener)))|(?<!\b(estan?|estas|es|son) para )\bmorirme\b|\b(ganas de|pienso en|pensando en|formas de|maneras de|como) morir(me)?\b|\bquitar(me)? la vida\b/,
  /\b(para|y) no (volver a )?despertar\b|\bno despertar (mas|nunca)|\bojala (no despierte|me muera|no me despierte|me quede en la cirugia)|\b(hope|hoping|wish) (that )?i (dont|do not|never|wont) wake up|\b(hope|hoping|wish) (that )?i die\b|\bdie on the table/,
  /\b(irme|salir|desaparecer) de este mundo|\b(leave|leaving) this world|\bsoy una carga\b|\b(im|i am|being) a burden\b|\b(mejor|aliviad[oa]s?|felices) (si yo no|sin mi)|\bsi yo no (estuviera|existiera)|\bif i (wasnt|wasn t|werent|was not|were not) (here|around|alive)|\bwithout me (around|here)/,
  /\b(carta|cartas) (de despedida|para mi familia|a mi familia)|\bdeje una carta|\b(suicide|goodbye) (note|letter)|\bwrote (a )?(note|letter|letters) (to|for) my (family|kids|mom)/,
  /\b(cansad[ao]|harta|harto) de vivir|\b(tired|sick) of (living|being alive|life)|\bgiv(e|ing) up on (life|living)|\bya no (doy|puedo) mas\b|\bya nada tiene sentido|\bnothing matters anymore|\bno le veo sentido a (nada|la vida)/,
  /\b(razor|blade|blades|cuchilla|navaja|gillete)( \w+){0,5} (bad days|cut|myself|for when|para cuando|cortarme)|\b(keep|have|tengo|guardo)( \w+){0,2} (a )?(razor|blade|cuchilla|navaja)/,
  /\bme (quemo|rasguno|rasco|araño|arano|pego|golpeo)( \w+){0,5} (con el cigarro|con cigarros|hasta sangrar|cuando me siento|cuando me da)|\b(scratch|burn|hit) myself|\b(scratching|burning) my (skin|arms|legs) (until|till)/,
  /\b(tengo|have|got) (las|the|my|all the|todas las) (pastillas|pills|cuerda|rope|cuchilla|razor)( \w+){0,4} (pensando|thinking|ready|listas?|al lado|next to me)/,
  /\b(id|i d|i would|i d just|id just) rather (be dead|die|not exist|not be alive|not wake up)|\bprefiero (estar muert[ao]|morir(me)?|no existir|no despertar)|\b(dark|bad) thoughts\b|\b(thoughts|thinking|pensamientos|pienso) (about|of|de|en) (not waking up|dying|death|no despertar|morir(me)?)/,
  /\b(bang|banging|hit|hitting|punch|punching) (my head|myself)|\b(till|until) (it|i) (bleed|bleeds)|\bme (hago|hice) (cortes|heridas)|\bhacerme cortes|\bme golpeo la cabeza/,
  /\b(ways|how|best way|painless way) to (die|kill myself|end it)|\bmetodos de suicidio|\bcomo matarse/,
  // Someone else's threat or plan: still a life to save.
  /\bkill(ing|s)? (himself|herself|themselves|themself)\b|\b(end|ending|take|taking) (his|her|their) (own )?life\b|\b(se (va|iba|quiere) a matar|va a matarse|quiere matarse)\b(?! (de|trabajando|entrenando|estudiando))|\bquitarse la vida\b/,
  // Goodbyes, and giving away what one loves.
  /\bdespidiendo(se|me)\b|\b(texted|messaged|sent|told) (me|us|her|him) (a )?goodbye\b|\bgoodbye( and)? sorry\b|\bsorry for everything\b|\b(regale|regalando|gave away|giving away|give away) (a )?(mi|my|mis|all my|todas mis|todos mis) (perro|perrita|gato|gata|dog|cat|mascota|pet|pets|cosas|stuff|things|belongings)\b/,
  // Sleeping and not waking, ending it today.
  /\b(to|and|so i|so i can|so i could) (just )?(not|never) wake (up|again)\b|\bsleep (for good|forever|and never wake)\b|\b(take|swallow|tomar|tomarme) (enough|lo suficiente|suficientes)( \w+){0,3} (to|para) (not|sleep|die|no|dormir|morir)|\bdormir(me)? para siempre\b|\bque no haya manana\b|\b(hoy|esta noche|ya) (termino|acabo|le pongo fin) (con )?(esto|todo)\b|\b(ending|end) (it|this|things) (tonight|today)\b|\bquedarme (abajo|bajo el agua)\b|\bstay(ing)? under (the )?water\b|\b(ni|no) se si (llegue|llego|voy a llegar) a (diciembre|navidad|fin de (ano|mes)|manana|la cirugia)\b/,
  // Hurting oneself with something, or until it bleeds.
  /\b(burn|burning|burned|cut|cutting|quemo|quemando|corto|cortando)( \w+){0,3} (with|con) (a |un |una |el |la )?(lighter|encendedor|mechero|razor|blade|cuchilla|navaja|cigarette|cigarro|plancha)\b|\ba proposito\b( \w+){0,6} sangr\w*|\bsangr\w*( \w+){0,4} a proposito\b|\bon purpose( \w+){0,4} (bleed|bleeds|bleeding)\b|\bme (arranco|pego|golpeo|rasco|muerdo|quemo|corto)( \w+){0,6} hasta (que )?(me )?sangr\w*/,
  // How much of a medicine would kill: asking for a lethal amount is a plan.
  /\b(how (much|many)|whats the (max|most|limit)|max|maximum|cuant[ao]s?|que cantidad)( \w+){0,6} (pills|pastill\w*|insulin\w*|tylenol|paracetamol\w*|acetaminophen|ibuprofen\w*|aspirin\w*|meds|medicine|medicina|medicamentos?|xanax|clonazepam|rivotril|alprazolam|tramadol|oxy\w*|percocet|vicodin|antidepressants?|antidepresivos?|opioids?|painkillers?|calmantes|analgesicos?|sleeping pills|somniferos)( \w+){0,6} (kill|kills|deadly|lethal|fatal|die|mata|matan|matar|letal|letales|mortal|mortales|morir\w*)\b|\b(kill|mata a|matar a) (someone|somebody|a person|una persona|alguien)( \w+){0,2} (my size|my weight|de (mi peso|mi tamano|\d+ (kilos|kg)))|\b(lethal|deadly|fatal) (dose|amount)|\bdosis (letal|mortal)/,
  // A blade at the wrist.
  /\b(knife|blade|razor|cuchillo|navaja|cuchilla)( \w+){0,4} (wrist|wrists|muneca|munecas|venas)\b|\b(slit|slash|cut|cutting) (my )?wrists?\b|\b(cortarme|me corto|abrirme) las venas\b/,
  // Wanting to crash the car, or jump: a method named with the wish.
  /\b(want|wanna|tempted|thinking about|think about|urge to|quiero|ganas de|pienso en|me dan ganas de|tentad[ao] (a|de))( to)? (just )?(crash|drive|swerve|steer|wreck|jump|estrellar\w*|chocar|tirar\w*|aventar\w*|lanzar\w*)( \w+){0,5} (into|contra|off|in front|en frente|delante|bajo|under|desde|del|de un|de una|al)\b/,
  // Not seeing oneself alive, and an anaesthetic that never ends.
  /\bno (me )?(imagino|veo)( \w+){0,3} viv[ao]\b|\b(cant|dont) (see|picture|imagine) (myself|me) (alive|being alive|still alive|around)\b|\b(ojala|espero|hope|hoping|wish)( \w+){0,4} (anestesia|anesthesia|anaesthesia)( \w+){0,3} (no se me pase|nunca se (me )?(pase|acabe|quite)|no se (me )?(acabe|quite|pase) nunca|never wears off|doesnt wear off|never wear off|lasts forever|dure para siempre)/,
];
