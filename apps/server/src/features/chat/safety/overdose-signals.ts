/**
 * An overdose or poisoning happening now, in en and es, over folded clauses. A dose
 * question ('can i take 2 advil?') is not one: it needs a large amount, a whole pack,
 * a mix with alcohol, or a poison.
 */
const PILLS =
  '(pills|pill|tablets|tabs|capsules|meds|medication|painkillers|pain killers|sleeping pills|oxy|oxys|oxycodone|percocet|percs|xanax|bars|tramadol|tylenol|advil|ibuprofen|acetaminophen|paracetamol|aspirin|valium|norco|vicodin|benadryl|ambien|benzos|opioids)';
const MANY =
  '((too|so) many|a (lot|bunch|handful|ton) of|a whole (bottle|box|pack|strip) of|the whole (bottle|box|pack|strip|blister)|a handful of|handful of|all (my|the|of my|of the)|([6-9]|[1-9]\\d+)|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|double|triple)';

export const OVERDOSE_SIGNALS: readonly RegExp[] = [
  /\b(took|swallowed|taken|popped) (them|it|those|these|everything) all\b|\ball the pills\b|\bme (las|los) (tome|trague) tod[ao]s\b|\btodas las pastillas\b/,
  /\b(took|taken|take|tome|tomo|me tome|me pase con) (the |la |el )?(double|triple|el doble|el triple|doble|dos veces) (de la |the |of the |of my )?(dose|dosis)|\bme pase con (la dosis|las pastillas|los calmantes|la morfina)|\b(too much|way too much) (of )?(my )?(pain ?killers|meds|medication|morphine|oxy|tramadol|tylenol)\b/,
  /\b(puñado|punado|un monton) de (pastillas|pildoras|calmantes)|\b(cant|can t|no puedo) (keep my eyes open|stay awake|mantener los ojos abiertos|mantenerme despiert[ao])/,
  /\b(nephew|niece|sobrino|sobrina|nieto|nieta)( \w+){0,3} (swallowed|drank|ate|se (trago|tomo|bebio|comio))/,
  /\b(tome|tomo|bebi|me tome|drank|had)( \w+){0,3} (alcohol|vodka|tequila|vino|cerveza|chelas|birras|copas|tragos|pisco|ron|beers|drinks|shots|wine)( \w+){0,4} (pastillas|tramadol\w*|calmantes|rivotril|clonazepam|xanax|oxy|pills|percocet|painkillers)/,
  /\boverdos|\bod d\b|\boded\b|\bodd on\b|\bpoison(ed|ing)?\b/,
  new RegExp(
    `\\b(took|taken|take|swallowed|popped|ate|had|downed|gave (him|her|them))( \\w+){0,2} ${MANY}( \\w+){0,4} ${PILLS}`,
  ),
  new RegExp(
    `\\b${PILLS}( \\w+){0,4} (with|and|plus) (alcohol|vodka|tequila|wine|beer|drinks|liquor|whiskey|rum)\\b`,
  ),
  new RegExp(
    `\\b(mixed|mixing|drank|drinking)( \\w+){0,4} (alcohol|vodka|tequila|wine|beer|drinks|liquor)( \\w+){0,3} ${PILLS}`,
  ),
  /\b(swallowed|drank|ate|drinking) (some |a lot of |the )?(bleach|detergent|tide pod|antifreeze|rat poison|cleaning|lye|pesticide)/,
  /\b(kid|child|son|daughter|baby|toddler) (swallowed|ate|drank|got into)/,
  // es
  /\bsobredosis\b|\bintoxica(do|da|cion|ndo)\b|\benvenen/,
  /\b(me|se|le) (tome|tomo|trague|trago|tomaste|he tomado|ha tomado|metio|meti)( \w+){0,2} (toda la caja|todo el frasco|todas (las|mis)|el frasco|la caja|un monton|muchas|demasiadas|([6-9]|[1-9]\d+)|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|cuarenta|cincuenta)/,
  /\b(demasiadas|un monton de|muchisimas|toda la caja de|todo el frasco de) (pastillas|pildoras|tabletas|capsulas|calmantes|analgesicos|medicamentos|medicinas|clonazepam|rivotril|tramadol|paracetamol|ibuprofeno)/,
  /\b(pastillas|pildoras|calmantes|analgesicos|medicamentos|medicinas|rivotril|clonazepam|tramadol)( \w+){0,4} con (alcohol|vodka|tequila|vino|cerveza|ron|pisco|aguardiente|copas|tragos)\b/,
  /\b(mezcle|mezclo|mezclando|tome|tomo)( \w+){0,4} (alcohol|vodka|tequila|vino|cerveza|ron|pisco|aguardiente|tragos)( \w+){0,3} (pastillas|pildoras|calmantes|analgesicos|medicamentos|tramadol|rivotril)/,
  /\b(me|se|le) (tome|tomo|trague|trago|bebi|bebio) (cloro|lejia|lavandina|veneno|raticida|detergente|limpiador|pesticida)/,
  /\b(nino|nina|hijo|hija|bebe) se (trago|tomo|comio|bebio)\b/,
  // Antiseptics and household liquids drunk, by mistake or not.
  /\b(tome|trague|me tome|bebi|me bebi|se tomo|se bebio|swallowed|drank|drunk)( \w+){0,4} (clorhexidina|chlorhexidine|enjuague( bucal)?|mouthwash|alcohol en gel|gel antibacterial|hand sanitizer|sanitizer|lejia|bleach|acetona|quitaesmalte|nail polish remover|agua oxigenada|peroxide|isopropyl|rubbing alcohol|alcohol isopropilico)\b/,
  // Sedatives and painkillers with drinks.
  /\b(pregabalina|gabapentina|lyrica|zolpidem|alprazolam|diazepam|lorazepam|clonazepam|rivotril|morfina|codeina|oxicodona|tramadol|calmantes|pastillas|pregabalin|gabapentin|oxycodone|hydrocodone|codeine|morphine|tramadol|xanax|valium|ambien|percocet|norco|vicodin)( \w+){0,4} ((y|con|mas|plus|and|with) )?(unos |unas |un par de |mucho |varios |varias |some |a few |a couple )?(vinos|cervezas|copas|tragos|chelas|birras|whisky|tequila|pisco|vodka|ron|wines|beers|glasses of wine|drinks|shots)\b/,
];
