/**
 * Words that make a sign later in the same clause a question about a risk rather than
 * something happening now: 'what if i get a fever', 'can filler cause blindness', 'que
 * pasa si sangro mucho', 'riesgo de trombosis'. A clause ends at punctuation, 'but' or
 * 'now' (safety-text.ts), so 'not sure if this is normal but my incision turned black'
 * is still read as happening.
 */
export const HYPOTHETICAL_MARKERS =
  /\b(if|whether|in case|risk|risks|chance|chances|odds|likely|cause|causes|causing|caused by|signs of|sign of|symptoms of|symptom of|warning signs|prevent|prevents|preventing|avoid|avoiding|complications? like|complications? such as|rare|common|possible to|possibility|ever get|ever had|could i get|can you get|can i get|will i get|would i get|do people get|does anyone get|what happens when|how do (you|they|doctors) (treat|handle|know)|treated|treatment for|should i worry about|worried about getting|scared of getting|afraid of getting|how to tell|how do i know|tell the difference|difference between|distinguish|diferenci\\w*|distingu\\w*|years ago|anos atras|hace \\d+ anos|back in 20\\d\\d|en 20\\d\\d|in 20\\d\\d|si|en caso|riesgo|riesgos|probabilidad|porcentaje|percent|percentage|how many|cuantos|cuantas|statistic\\w*|estadistica\\w*|posibilidad|puede causar|pueden causar|puede dar|puede provocar|pueden provocar|causa|causar|provocar|sintomas de|senales de|signos de|prevenir|evitar|comun|raro|como se trata|como tratan|me puede dar|me podria dar|te puede dar|me da miedo|miedo de|miedo a|que tan frecuente|frecuente)\b/;
