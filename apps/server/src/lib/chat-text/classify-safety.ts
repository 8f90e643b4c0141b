import { phraseSet } from './phrase-set.ts';

/**
 * What an ordinary message asks that the assistant must not answer from its knowledge:
 * a dose, a diagnosis, or a price for this person (a crisis or an emergency never gets
 * this far: safety/triage-safety.ts answers it first). The rules are phrase lists in en
 * and es over folded words, typos allowed; null: none.
 */
export type SafetyConcern = 'dose' | 'diagnosis' | 'personalPrice';

const medicine = phraseSet([
  'ibuprofen',
  'advil',
  'motrin',
  'tylenol',
  'acetaminophen',
  'paracetamol',
  'aspirin',
  'painkiller',
  'painkillers',
  'pain killer',
  'pain killers',
  'pain medication',
  'pain meds',
  'oxycodone',
  'percocet',
  'hydrocodone',
  'tramadol',
  'antibiotic',
  'antibiotics',
  'medicine',
  'medication',
  'meds',
  'pills',
  'mg',
  'ibuprofeno',
  'aspirina',
  'analgesico',
  'analgesicos',
  'antibiotico',
  'antibioticos',
  'medicamento',
  'medicamentos',
  'medicina',
  'pastillas',
  'pastilla',
  'xanax',
  'valium',
  'arnica',
]);
const howMuchToTake = phraseSet([
  'how much',
  'how many',
  'how often',
  'should i take',
  'can i take',
  'do i take',
  'to take',
  'cuanto',
  'cuanta',
  'cuantas',
  'cuantos',
  'cada cuanto',
  'debo tomar',
  'puedo tomar',
  'tomo',
  'tomar',
]);
const doseWords = phraseSet([
  'dose',
  'dosage',
  'doses',
  'dosis',
  'how many units',
  'cuantas unidades',
  'how many syringes',
  'cuantas jeringas',
]);

const diagnosis = phraseSet([
  'do you think i have',
  'could i have',
  'do i have cancer',
  'do i have a hernia',
  'diagnose',
  'diagnosis',
  'what is wrong with me',
  'whats wrong with me',
  'what s wrong with me',
  'is this cancer',
  'is it cancer',
  'is this a lump',
  'is my wound',
  'que tengo',
  'tengo cancer',
  'diagnostico',
  'diagnosticar',
  'diagnosticarme',
  'es cancer',
  'que me pasa',
]);

const priceQuestion = phraseSet([
  'cost',
  'costs',
  'price',
  'prices',
  'pay',
  'charge',
  'how much',
  'cuesta',
  'costaria',
  'cuestan',
  'precio',
  'precios',
  'pagar',
  'pagaria',
  'cobran',
  'cuanto',
]);
const forMe = phraseSet([
  'cost me',
  'for me',
  'my price',
  'would i pay',
  'will i pay',
  'do i pay',
  'my case',
  'quote',
  'in my case',
  'me costaria',
  'me cuesta',
  'me costara',
  'para mi',
  'mi caso',
  'pagaria yo',
  'presupuesto',
  'cotizacion',
  'mi precio',
]);

export function classifySafety(words: readonly string[]): SafetyConcern | null {
  if (doseWords(words) || (medicine(words) && howMuchToTake(words))) return 'dose';
  if (diagnosis(words)) return 'diagnosis';
  if (priceQuestion(words) && forMe(words)) return 'personalPrice';
  return null;
}
