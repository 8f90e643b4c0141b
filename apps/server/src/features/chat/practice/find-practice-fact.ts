import type { PracticeFact } from '@afterlook/domain';
import { foldTyped } from '../../../lib/chat-text/fold-text.ts';

/**
 * How patients ask for the practice's own facts, in en and es, over folded words (no
 * accents, lower case). Each asks for the clinic's detail, never a procedure's: 'how much
 * is a bbl' is no consultation fee, 'how long is the surgery' no opening hours, 'call me'
 * a request to be contacted.
 */
const ASKED: Readonly<Record<PracticeFact, RegExp>> = {
  address:
    /\b(how (do|can|would) i get to (ur|your|the) (clinic|office|place)|(which|what) city|where s the (clinic|office)|wheres (the|ur|your) (clinic|office)|(branch|location|office|clinic|sucursal|sede)( \w+){0,2} in\b|(got|have) a (branch|location|office)|(is|are) (ur|your|the) (office|clinic)( \w+){0,1} (close|near)|(queda|quedan|esta|estan) (en|cerca)|tienen (consulta|sucursal|clinica|oficina|sede) en|what building|where (are|r) (you|u|ya)|where (is|s) (the|your|ur) (clinic|office|practice|location)|where( \w+){0,3} located|located|(your|ur|the|clinic) (address|location)|address|directions|how (do|can|would) i get (there|to you)|parking|park\b|donde (estan|queda|quedan|esta|se encuentra|se ubica|atienden)|direccion|ubicacion|ubicados|como (llego|llegar)|estacionamiento|parqueadero|sucursal|en que (ciudad|zona|parte|colonia|barrio))/,
  phone:
    /\b((a|al) (que|q) numero|number for (the|ur|your) (office|clinic)|(right|correct) number|numero (correcto|de la clinica)|(your|ur|the|clinic|office) (phone|number|numero|telefono|whatsapp|cell)|phone( number)?|number (to|i can) (call|text)|what number|how (do|can) i (call|reach|contact|text) (you|u|the clinic)|whatsapp|wsp|wapp|telefono|numero (de )?(telefono|contacto|whatsapp|celular)|(su|tu|el) numero|cel(ular)? de la clinica|a que numero)\b/,
  hours:
    /\b(close for lunch|hasta (que|q) hora|(your|ur|su) schedule|schedule de|horarios?|(your|ur|office|business|opening|clinic) hours|hours of operation|are (you|u) open|open (on|this|today|tomorrow|saturday|sunday|weekends?|late)|what time (do|does) (you|u|the clinic) (open|close)|when (are|r) (you|u) open|(open|close) at what time|horario|a que hora (abren|cierran|atienden)|abren (los |el |este |hoy|manana|sabado|domingo|fines)|atienden (los |el |este |hoy|manana|sabado|domingo|fines)|cierran|dias de atencion|que dias (atienden|abren))/,
  surgeons:
    /\b((surgeon|doctor|doc|dr|doctora|cirujano|cirujana)( \w+){0,3} (experience|experiencia|practicing|operando|especialidad|cedula)|(experience|experiencia|cedula|especialidad)( \w+){0,3} (surgeon|doctor|doc|dr|doctora|cirujano|cirujana)|cuantos anos (lleva|tiene) (operando|el doc|la doc|de experiencia)|how (many|much) (yrs|years) (of experience|has|have|does|is)|how much experience|how many surgeons|actual (plastic )?surgeon|nombre del (cirujano|doctor|medico)|(be|is) the one operating|who will (operate|do (my|the) surgery)|board.?certified|certified|certificad[oa]s?|credentials|credenciales|qualifications|who (is|s) (the|your|ur) (surgeon|doctor|dr|plastic surgeon)|who (does|will do|performs|operates)|quien (opera|operaria|hace (la|las) cirugia|es el (doctor|cirujano|medico|dr)|me operaria)|(surgeon|doctor|dr)s? (experience|background|training)|years of experience|anos de experiencia|experiencia (del|tiene el) (doctor|cirujano|dr)|is (the )?(dr|doctor|surgeon)( \w+){0,2} (legit|good|qualified|certified|experienced|real)|(cirujano|doctor|dr|medico)( \w+){0,2} (es bueno|es certificado|esta certificado)|member of|miembro de|residency|fellowship)/,
  consultation_fee:
    /\b((consult|consultation|consulta|valoracion)( \w+){0,2} (deposit|anticipo|deposito|se cobra|de cortesia)|(deposit|anticipo|deposito)( \w+){0,3} (consult|consultation|consulta|valoracion)|charge for (the|a) (first|initial) (visit|appointment|consult)|(consult|consultation|consultations|valoracion|consulta|evaluacion|cita de valoracion) (fee|cost|price|charge|free|gratis|gratuita|tiene (costo|precio)|cuesta|sale|vale|precio|cobran|se paga)|(how much|cost|price|fee)( \w+){0,3} (the |a |for (a |the )?)?(consult|consultation|initial visit|first visit)|(cuanto|precio|costo)( \w+){0,3} (la |una )?(consulta|valoracion|evaluacion|primera cita)|free consult\w*|consult\w* (is |are )?free|(consulta|valoracion)( \w+){0,2} (gratis|gratuita|sin costo)|cobran (la|por la) (consulta|valoracion))/,
  financing:
    /\b(mensualidades|pagos mensuales|financ\w*|payment plans?|plan(es)? de (pago|financiamiento)|pay (in|over|monthly|it off)|monthly payments?|installments?|cuotas|meses sin intereses|msi|carecredit|care credit|cherry|alphaeon|prosper|a plazos|pagar (en|a|por) (partes|meses|plazos|cuotas)|credito|credit)\b/,
};

/**
 * The practice fact a message asks for, the first asked when several; null when it
 * asks for none. Insurance is no financing, a procedure's price no consultation fee.
 */
export function findPracticeFact(content: string): PracticeFact | null {
  const text = ` ${foldTyped(content)} `;
  if (/\b(insurance|seguro|aseguradora)\b/.test(text)) return null;
  let first: { fact: PracticeFact; at: number } | null = null;
  for (const [fact, asked] of Object.entries(ASKED) as [PracticeFact, RegExp][]) {
    const at = asked.exec(text)?.index;
    if (at !== undefined && (first === null || at < first.at)) first = { fact, at };
  }
  return first?.fact ?? null;
}
