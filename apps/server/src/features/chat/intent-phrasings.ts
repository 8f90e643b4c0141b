import type { Procedure } from '@afterlook/domain';

/**
 * How real visitors type to the tier-1 assistant (typos, no accents, slang), with the
 * flags they should raise: c = collect contact, s = simulate, p = procedure to simulate.
 * The intent table test and the bench measure detectIntent against it.
 */
export interface Phrasing {
  readonly text: string;
  readonly c: boolean;
  readonly s: boolean;
  readonly p: Procedure | null;
}

/** What a visitor types, with the procedure to simulate when it names one. */
type Typed = string | readonly [text: string, procedure: Procedure];

/** Phrasings that should raise these flags, in the order written (the intent model trains on it). */
const raising =
  (flags: { readonly c: boolean; readonly s: boolean }) =>
  (typed: readonly Typed[]): Phrasing[] =>
    typed.map((entry) =>
      typeof entry === 'string'
        ? { text: entry, ...flags, p: null }
        : { text: entry[0], ...flags, p: entry[1] },
    );

const askingForContact = raising({ c: true, s: false });
const askingToSimulate = raising({ c: false, s: true });
const askingForBoth = raising({ c: true, s: true });
/** Questions, greetings and chit-chat: no flag. */
const askingForNeither = raising({ c: false, s: false });

export const INTENT_PHRASINGS: {
  readonly en: readonly Phrasing[];
  readonly es: readonly Phrasing[];
} = {
  en: [
    ...askingForContact([
      'I want to talk to a patient coordinator',
      'can someone call me?',
      'how do i book a consult',
      'i wanna schedule an appointment',
      'Id like to speak with someone about a tummy tuck',
      'pls have a coordinater contact me',
      'get me in touch with a real person',
      'can i get a consultation for lipo',
      'text me at my number, i want to book',
      'i need an appt asap',
      'how can i reach out to the clinic',
      'can u have someone reach me tomorrow',
      'sign me up for a consultation',
      'what are the next steps to get a bbl',
      'I want to speak to a human',
    ]),
    ...askingToSimulate([
      ['simulate a bbl on me', 'BBL'],
      ['show me how i would look after a brazilian butt lift', 'BBL'],
      ['how would i look with a tummy tuck', 'TUMMY_TUCK'],
      ['can u simulate lipo on my belly', 'ABDOMEN_LIPOSUCTION'],
      ['what would i look like with breast implants', 'BREAST_AUGMENTATION'],
      ['i want to see myself after a boob job', 'BREAST_AUGMENTATION'],
      ['simulate breast reduction', 'BREAST_REDUCTION'],
      ['show me a breast lift on my photo', 'BREAST_LIFT'],
      ['simulte tumy tuck pls', 'TUMMY_TUCK'],
      ['Can I see a preview of my results with a brazillian butt lift?', 'BBL'],
      ['visualize a breast lift and augmentation on me', 'BREAST_LIFT_AND_AUGMENTATION'],
      ['i wanna try on bigger boobs', 'BREAST_AUGMENTATION'],
      ['how id look with stomach lipo', 'ABDOMEN_LIPOSUCTION'],
      ['simulation of abdominoplasty please', 'TUMMY_TUCK'],
      ['use my picture to show a bbl', 'BBL'],
      'run a simulation',
      'i want to simulate a procedure',
      'show me how i would look',
      'can i upload a photo and see',
      'what would i look like after surgery',
      'simulate a nose job',
      'can i see my results',
      ['how will i look after a mommy makeover', 'TUMMY_TUCK'],
      ['simulate a breast augmention', 'BREAST_AUGMENTATION'],
      ['lemme see how i look with smaller breasts', 'BREAST_REDUCTION'],
    ]),
    ...askingForNeither([
      'how long is recovery after a tummy tuck?',
      'what is a bbl',
      'does lipo hurt',
      'how much is a boob job',
      'what are the risks of a brazilian butt lift',
      'am i a good candidate for breast reduction',
      'how accurate is the simulation?',
      'how does the simulation work',
      'when can i go back to work after lipo',
      'do you take insurance',
      'hi',
      'hello there',
      'what procedures do you offer',
      'is a tummy tuck safe',
      'how long do implants last',
      'im looking for info on breast lifts',
      'thanks!',
      'whats the difference between lipo and a tummy tuck',
      'will i have scars after a breast lift',
      'can i sit after a bbl',
    ]),
    ...askingForBoth([
      ['book me a consult and simulate a bbl', 'BBL'],
      ['show me a tummy tuck then have someone call me', 'TUMMY_TUCK'],
    ]),
  ],
  es: [
    ...askingForContact([
      'quiero hablar con un coordinador de pacientes',
      'pueden llamarme?',
      'llamenme por favor',
      'como agendo una cita',
      'quiero agendar una consulta',
      'me gustaria hablar con alguien sobre una abdominoplastia',
      'necesito una cita para lipo',
      'quiero una consulta para aumento de senos',
      'que me contacten porfa',
      'quiero hablar con una persona real',
      'me pueden contactar por whatsapp',
      'quisiera reservar una cita',
      'pasenme con un asesor',
      'les dejo mi numero para que me llamen',
      'kiero una cita',
    ]),
    ...askingToSimulate([
      ['simula un bbl en mi', 'BBL'],
      ['como me veria con un levantamiento de gluteos', 'BBL'],
      ['como me veria con aumento de senos', 'BREAST_AUGMENTATION'],
      ['quiero simular una abdominoplastia', 'TUMMY_TUCK'],
      ['simular lipo de abdomen', 'ABDOMEN_LIPOSUCTION'],
      ['como quedaria con una reduccion de senos', 'BREAST_REDUCTION'],
      ['quiero verme con implantes', 'BREAST_AUGMENTATION'],
      ['muestrame como me veria con un levantamiento de senos', 'BREAST_LIFT'],
      ['simulacion de abdominoplastía por favor', 'TUMMY_TUCK'],
      ['kiero ver como me queda un bbl', 'BBL'],
      ['como me veria con la panza plana, lipo en la panza', 'ABDOMEN_LIPOSUCTION'],
      ['simula levantamiento y aumento de senos en mi foto', 'BREAST_LIFT_AND_AUGMENTATION'],
      ['usa mi foto para simular un aumento de pecho', 'BREAST_AUGMENTATION'],
      ['quiero ver mis resultados de liposuccion abdominal', 'ABDOMEN_LIPOSUCTION'],
      ['como quedaria yo con una abdominoplastia', 'TUMMY_TUCK'],
      'quiero simular un procedimiento',
      'como me veria despues de la cirugia',
      'puedo subir mi foto y ver',
      'quiero visualizar mi resultado',
      'simulame algo',
      'simular una rinoplastia',
      'quiero verme diferente',
      ['simula una reducion de senos', 'BREAST_REDUCTION'],
      ['como me veria con la cola brasilena', 'BBL'],
      ['simular levantamiento de pompis', 'BBL'],
    ]),
    ...askingForNeither([
      '¿Cuánto dura la recuperación de una abdominoplastia?',
      'que es un bbl',
      'duele la lipo?',
      'cuanto cuesta un aumento de senos',
      'cuales son los riesgos del levantamiento de gluteos',
      'soy buena candidata para reduccion de senos',
      'que tan precisa es la simulacion',
      'como funciona la simulacion',
      'cuando puedo volver al trabajo despues de la lipo',
      'aceptan seguro medico',
      'hola',
      'buenas tardes',
      'que procedimientos ofrecen',
      'es segura la abdominoplastia',
      'cuanto duran los implantes',
      'gracias!',
      'cual es la diferencia entre lipo y abdominoplastia',
      'me quedan cicatrices despues del levantamiento de senos',
      'puedo sentarme despues de un bbl',
      'estoy buscando informacion sobre aumento de senos',
    ]),
    ...askingForBoth([
      ['agendame una cita y simula un bbl', 'BBL'],
      ['simula una abdominoplastia y que me llame alguien', 'TUMMY_TUCK'],
    ]),
  ],
};
