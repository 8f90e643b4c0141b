import { AI_SUPPORTED_PROCEDURES, type Procedure } from '@afterlook/domain';
import { findProcedure } from './find-procedure.ts';
import { foldedWords } from './fold-text.ts';
import { phraseSet } from './phrase-set.ts';

/** The tier-1 assistant's flags (POST /api/v1/chat/plastic-surgery, SPEC.md §4.4). */
export interface ChatIntent {
  readonly should_collect_contact_info: boolean;
  readonly should_simulate: boolean;
  /** An AI-simulated procedure the visitor named, when they want a simulation. */
  readonly procedure_to_simulate: Procedure | null;
}

const wantsContact = phraseSet([
  'talk to',
  'talk with',
  'speak to',
  'speak with',
  'chat with a',
  'coordinator',
  'call me',
  'contact me',
  'reach me',
  'reach out',
  'get in touch',
  'text me',
  'email me',
  'book',
  'schedule',
  'appointment',
  'appt',
  'consultation',
  'consult',
  'real person',
  'human',
  'someone call',
  'sign me up',
  'next steps',
  'hablar con',
  'platicar con',
  'coordinador',
  'coordinadora',
  'llamenme',
  'llamame',
  'me llame',
  'me llamen',
  'contactarme',
  'contactenme',
  'contacten',
  'comuniquen',
  'cita',
  'agendar',
  'agenda',
  'reservar',
  'consulta',
  'una persona',
  'asesor',
  'asesora',
  'whatsapp',
  'mi numero',
  'my number',
]);

const wantsSimulation = phraseSet([
  'simulate',
  'simulation',
  'simulated',
  'sim',
  'how would i look',
  'how will i look',
  'how i would look',
  'how i d look',
  'how id look',
  'what would i look like',
  'what i would look like',
  'what will i look like',
  'see myself',
  'see how i',
  'see what i',
  'before and after of me',
  'before after on me',
  'preview',
  'visualize',
  'visualise',
  'try it on',
  'try on',
  'show me how',
  'show me what',
  'show me a',
  'my results',
  'results on me',
  'on my body',
  'on my photo',
  'my photo',
  'my picture',
  'my pic',
  'upload a photo',
  'upload my',
  'simular',
  'simulacion',
  'simulame',
  'simulen',
  'como me veria',
  'como me veo',
  'como me quedaria',
  'como quedaria',
  'como quedaria yo',
  'verme',
  'ver como',
  'mi foto',
  'mis fotos',
  'una foto mia',
  'mi cuerpo',
  'visualizar',
  'probar como',
  'antes y despues mio',
  'mi resultado',
  'mis resultados',
]);

/** Questions about the simulation rather than asking for one ('how accurate is it?'). */
const asksAboutSimulation = phraseSet([
  'how accurate',
  'is it accurate',
  'how does the simulation',
  'how does it work',
  'how does simulation',
  'is it real',
  'que tan precisa',
  'es precisa',
  'como funciona',
  'es real',
]);

const SIMULATED: ReadonlySet<Procedure> = new Set(AI_SUPPORTED_PROCEDURES);

/**
 * What the visitor wants the tier-1 assistant to do, from their words in en or es
 * (typos, missing accents, slang): be contacted by a coordinator, see a simulation,
 * and of which procedure.
 */
export function detectIntent(content: string): ChatIntent {
  const words = foldedWords(content);
  const simulate = wantsSimulation(words) && !asksAboutSimulation(words);
  const procedure = simulate ? findProcedure(content) : null;
  return {
    should_collect_contact_info: wantsContact(words),
    should_simulate: simulate,
    procedure_to_simulate: procedure && SIMULATED.has(procedure) ? procedure : null,
  };
}
