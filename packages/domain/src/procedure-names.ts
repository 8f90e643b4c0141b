import type { Language } from './enums.ts';
import { PROCEDURES, type Procedure } from './procedures.ts';

/** Words of a procedure value said letter by letter, so kept in capitals. */
const ACRONYMS: ReadonlySet<string> = new Set(['BBL', 'PRP']);
/** Joining words that title case leaves in lower case inside a name. */
const MINOR_WORDS: ReadonlySet<string> = new Set(['AND']);

/**
 * English display name derived from the value (docs/product/entities.md): words split on `_`,
 * title case, acronyms in capitals, joining words in lower case
 * (BREAST_LIFT_AND_AUGMENTATION → 'Breast Lift and Augmentation').
 */
export function englishProcedureName(procedure: Procedure): string {
  return procedure
    .split('_')
    .map((word, index) => {
      if (ACRONYMS.has(word)) return word;
      if (index > 0 && MINOR_WORDS.has(word)) return word.toLowerCase();
      return word.charAt(0) + word.slice(1).toLowerCase();
    })
    .join(' ');
}

type SpanishGender = 'm' | 'f';

/**
 * Spanish medical names, each in the singular with its grammatical gender, so
 * headlines can say 'un Aumento de senos' / 'una Abdominoplastia'.
 */
export const SPANISH_PROCEDURE_NAMES: Readonly<
  Record<Procedure, readonly [name: string, gender: SpanishGender]>
> = {
  BREAST_AUGMENTATION: ['Aumento de senos', 'm'],
  BREAST_LIFT: ['Levantamiento de senos', 'm'],
  BREAST_LIFT_AND_AUGMENTATION: ['Levantamiento y aumento de senos', 'm'],
  BREAST_REDUCTION: ['Reducción de senos', 'f'],
  BBL: ['Levantamiento de glúteos brasileño (BBL)', 'm'],
  TUMMY_TUCK: ['Abdominoplastia', 'f'],
  ABDOMEN_LIPOSUCTION: ['Liposucción abdominal', 'f'],
  LIP_FILLER: ['Relleno de labios', 'm'],
  BURN_REPAIR: ['Reparación de quemaduras', 'f'],
  SCAR_REVISION: ['Revisión de cicatrices', 'f'],
  HAND_SURGERY: ['Cirugía de mano', 'f'],
  RECONSTRUCTIVE_SURGERY: ['Cirugía reconstructiva', 'f'],
  HAIR_TRANSPLANTATION: ['Trasplante capilar', 'm'],
  HAIR_TRANSPLANT: ['Trasplante de cabello', 'm'],
  BOTOX_INJECTIONS: ['Inyección de bótox', 'f'],
  DERMAL_FILLERS: ['Relleno dérmico', 'm'],
  LASER_TREATMENTS: ['Tratamiento láser', 'm'],
  CHEMICAL_PEEL: ['Peeling químico', 'm'],
  MICRODERMABRASION: ['Microdermoabrasión', 'f'],
  LASER_HAIR_REMOVAL: ['Depilación láser', 'f'],
  THIGH_LIFT: ['Levantamiento de muslos', 'm'],
  ARM_LIFT: ['Levantamiento de brazos', 'm'],
  BUTTOCK_AUGMENTATION: ['Aumento de glúteos', 'm'],
  BODY_LIFT: ['Levantamiento corporal', 'm'],
  LIPOSUCTION: ['Liposucción', 'f'],
  CHEEK_AUGMENTATION: ['Aumento de pómulos', 'm'],
  CHIN_SURGERY: ['Cirugía de mentón', 'f'],
  FOREHEAD_LIFT: ['Levantamiento de frente', 'm'],
  OTOPLASTY: ['Otoplastia', 'f'],
  RHYTIDECTOMY: ['Ritidectomía', 'f'],
  BLEPHAROPLASTY: ['Blefaroplastia', 'f'],
  RHINOPLASTY: ['Rinoplastia', 'f'],
  RENUVION: ['Renuvion', 'm'],
  ABDOMINAL_ETCHING: ['Marcación abdominal', 'f'],
  THIGH_LIPOSUCTION: ['Liposucción de muslos', 'f'],
  ARMS_LIPOSUCTION: ['Liposucción de brazos', 'f'],
  CHIN_LIPOSUCTION: ['Liposucción de papada', 'f'],
  LABIAPLASTY: ['Labioplastia', 'f'],
  VAGINAL_TIGHTENING: ['Estrechamiento vaginal', 'm'],
  VAGINAL_PRP: ['PRP vaginal', 'm'],
  BIOCHETOMY: ['Bichectomía', 'f'],
  FACE_LIFT: ['Lifting facial', 'm'],
  CHIN_IMPLANT: ['Implante de mentón', 'm'],
};

/** Short forms where the full name is too long for a tile (docs/product/entities.md: 'Breast Aug'). */
export const SHORT_PROCEDURE_NAMES = {
  en: { BREAST_AUGMENTATION: 'Breast Aug' },
  es: { BREAST_AUGMENTATION: 'Aumento de senos' },
} as const satisfies Record<Language, Partial<Record<Procedure, string>>>;

const fullNames: Readonly<Record<Language, Readonly<Record<Procedure, string>>>> = {
  en: Object.fromEntries(PROCEDURES.map((p) => [p, englishProcedureName(p)])) as Record<
    Procedure,
    string
  >,
  es: Object.fromEntries(PROCEDURES.map((p) => [p, SPANISH_PROCEDURE_NAMES[p][0]])) as Record<
    Procedure,
    string
  >,
};

/** The name a patient reads for a procedure; `short` falls back to the full name. */
export function procedureDisplayName(
  procedure: Procedure,
  language: Language,
  options?: { readonly short?: boolean },
): string {
  const shortNames: Partial<Record<Procedure, string>> = SHORT_PROCEDURE_NAMES[language];
  return (options?.short ? shortNames[procedure] : undefined) ?? fullNames[language][procedure];
}

/** Every full display name in one language, keyed by procedure (the i18n section's source). */
export const procedureDisplayNames = (language: Language): Readonly<Record<Procedure, string>> =>
  fullNames[language];

/**
 * Indefinite article for 'a {procedure}' texts: English by the sound of the
 * first letter (acronyms start with a consonant sound here: 'a BBL'), Spanish
 * by the name's gender ('un' / 'una').
 */
export function indefiniteArticle(procedure: Procedure, language: Language): string {
  if (language === 'es') return SPANISH_PROCEDURE_NAMES[procedure][1] === 'f' ? 'una' : 'un';
  return /^[AEIOU]/.test(englishProcedureName(procedure)) ? 'an' : 'a';
}
