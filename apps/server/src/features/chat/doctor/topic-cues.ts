import type { DoctorTopic } from '@afterlook/domain';
import { foldText } from '../../../lib/chat-text/fold-text.ts';

/**
 * Words that point at a topic, in en and es, as cues the topic model weighs beside the
 * question's own words (the corpus decides how much each counts).
 */
const CUES: Readonly<Partial<Record<DoctorTopic, RegExp>>> = {
  cost: /\b(cost|costs|price|prices|how much|pay|payment|payments|financ\w*|afford|cheap\w*|expensive|insurance|quote|\$|usd|dollars|cuesta|cuestan|costo|coste|precio|precios|cuanto (sale|vale|cobran|es)|pagar|pago|financiamiento|financiacion|cuotas|plazos|barat\w*|car[oa]s?|seguro|presupuesto|plata|lucas|pesos)\b/,
  recovery:
    /\b(recover\w*|downtime|off work|back to work|heal\w*|after surgery|post op|postop|exercise|gym|drive|fly|sleep|sit|sitting|garment|faja|swelling|bruis\w*|recuperacion|reposo|volver al trabajo|incapacidad|sentarme|sentarse|dormir|manejar|hinchazon|moretones|gimnasio|ejercicio)\b/,
  risks:
    /\b(risk\w*|dangerous|danger|safe|safety|complication\w*|side effects?|die|death|deadly|embolism|clot|necrosis|infection|riesgo\w*|peligros\w*|seguro que|complicacion\w*|efectos secundarios|morir|muerte|embolia|coagulo|infeccion)\b/,
  candidacy:
    /\b(candidate|qualify|eligible|too old|too young|age limit|bmi|weight limit|overweight|need to lose|diabet\w*|blood pressure|condition|candidat[ao]|puedo hacerme|edad|muy mayor|sobrepeso|imc|bajar de peso|diabet\w*|presion|enfermedad)\b/,
  pregnancy:
    /\b(pregnan\w*|breastfe\w*|nursing|baby|babies|postpartum|after birth|c ?section|future kids|more kids|embaraz\w*|lactancia|amamant\w*|dando pecho|dar pecho|dar de mamar|parto|cesarea|posparto|bebe|mas hijos)\b/,
  smoking:
    /\b(smok\w*|cigarettes?|vap\w*|nicotine|juul|zyn|patch|weed|marijuana|cannabis|fum\w*|cigarr\w*|vapeo|vapear|nicotina|parches|mota|porro|marihuana)\b/,
  medications:
    /\b(medication\w*|meds|medicine|pills?|blood thinner\w*|eliquis|xarelto|warfarin|coumadin|aspirin|ibuprofen|advil|fish oil|vitamin\w*|supplements?|ozempic|wegovy|mounjaro|birth control|antidepressant\w*|medicament\w*|pastillas|anticoagulant\w*|aspirina|ibuprofeno|suplementos?|vitaminas?|anticonceptiv\w*|antidepresiv\w*|tomo)\b/,
  combinations:
    /\b(combin\w*|same time|together|at once|both|mommy makeover|plus|and a|al mismo tiempo|juntos|juntas|a la vez|ambas|ambos|combinar|combo|mismo dia|misma cirugia)\b/,
  sizing:
    /\b(size|sizes|sizing|cc|ccs|profile|how big|bigger|cup|cups|ml|syringes?|how much fat|too big|natural looking size|tamano|talla|copa|copas|jeringas?|cuanta grasa|muy grande|cuantos cc|perfil)\b/,
  scars: /\b(scar\w*|incision\w*|cicatri\w*|marca|marcas|corte)\b/,
  results:
    /\b(results?|last|lasts|permanent|forever|long term|natural|final|when will i see|revision|redo|touch up|dissolv\w*|hyaluronidase|resultados?|dura|duran|permanente|para siempre|natural\w*|retoque|disolver|hialuronidasa|cuando se ve)\b/,
  simulation:
    /\b(simulat\w*|simulator|preview|the app|ai|photo|picture|upload|accurate|realistic|simulacion|simulador|foto|ia|subir|precisa|realista)\b/,
  booking:
    /\b(book|booking|appointment|consult\w*|schedule|call me|talk to|speak to|open|hours|where are you|located|address|phone number|reservar|agendar|cita|consulta|valoracion|llamar|hablar con|horario|donde (estan|quedan)|direccion|telefono)\b/,
  greeting: /^(hi|hey|hello|hola|buenas|thanks|thank you|gracias|ok|okay|bye|chao|adios)\b/,
};

export function topicCues(text: string): string[] {
  const folded = ` ${foldText(text.replace(/['’`´]/g, ''))} `;
  return Object.entries(CUES).flatMap(([topic, words]) =>
    words?.test(folded) ? [`topic:${topic}`] : [],
  );
}
