import type { Language } from '@afterlook/domain';
import type { KbDocument } from './kb-document.ts';

/** Words visitors use for each kind of entry, beside the entry's own words. */
export const TOPIC_KEYWORDS: Readonly<
  Record<Language, Readonly<Record<KbDocument['topic'], string>>>
> = {
  en: {
    about: 'what is explain procedure surgery how done operation',
    candidate: 'candidate eligible qualify right for me age suitable',
    recovery: 'recovery recover downtime heal healing back to work rest sit exercise weeks off',
    risks: 'risks risk complications dangerous danger safe safety side effects scars',
    price: 'cost price how much pay expensive cheap fee financing',
    simulation: 'simulation simulate photo picture after image ai how works before',
    simulationLimits: 'accurate accuracy realistic real promise guarantee exact',
    consultation: 'consultation consult appointment book schedule visit meet surgeon',
    services: 'services offer procedures treatments do you do provide available',
    faq: '',
  },
  es: {
    about: 'qué es explicar procedimiento cirugía cómo se hace operación',
    candidate: 'candidato candidata apto apta califico edad para mí',
    recovery:
      'recuperación recuperar reposo sanar cicatrizar volver trabajo sentarme ejercicio semanas',
    risks:
      'riesgos riesgo complicaciones peligroso peligro seguro segura seguridad efectos cicatrices',
    price: 'costo precio cuánto cuesta pagar caro barato financiamiento',
    simulation: 'simulación simular foto imagen después ia cómo funciona antes',
    simulationLimits: 'precisa precisión realista real promesa garantía exacta',
    consultation: 'consulta cita agendar reservar visita cirujano',
    services: 'servicios ofrecen procedimientos tratamientos hacen disponibles',
    faq: '',
  },
};
