import type { Language } from './enums.ts';

/** The numbers a patient in crisis is told to call, by the clinic's country. */
export interface EmergencyNumbers {
  /** The general emergency number (ambulance) as dialed from a mobile; null: not verified. */
  readonly emergency: string | null;
  /** The national suicide and crisis line; null: not verified. */
  readonly crisis: {
    readonly number: string;
    /** Its name for an English- and a Spanish-speaking patient. */
    readonly name: Readonly<Record<Language, string>>;
  } | null;
}

/** A line known by one name whatever the patient's language. */
const untranslated = (name: string): Readonly<Record<Language, string>> => ({ en: name, es: name });

/** Samaritans serves the UK and Ireland on the same number. */
const SAMARITANS: EmergencyNumbers['crisis'] = {
  number: '116 123',
  name: untranslated('Samaritans'),
};

/**
 * Each number checked against an official source, cited in
 * docs/product/emergency-numbers.md (last verified 2026-11-26). A country or a number
 * that is not here gets the wording without a number ('your local emergency number').
 */
export const EMERGENCY_NUMBERS: Readonly<Record<string, EmergencyNumbers>> = {
  US: {
    emergency: '911',
    crisis: {
      number: '988',
      name: {
        en: 'the 988 Suicide & Crisis Lifeline',
        es: 'la Línea 988 de Prevención del Suicidio y Crisis',
      },
    },
  },
  CA: {
    emergency: '911',
    crisis: {
      number: '988',
      name: {
        en: 'the 9-8-8 Suicide Crisis Helpline',
        es: 'la línea de ayuda en crisis suicidas 9-8-8',
      },
    },
  },
  GB: { emergency: '999', crisis: SAMARITANS },
  IE: { emergency: '112', crisis: SAMARITANS },
  AU: { emergency: '000', crisis: { number: '13 11 14', name: untranslated('Lifeline') } },
  NZ: { emergency: '111', crisis: { number: '1737', name: untranslated('Need to talk?') } },
  FR: {
    emergency: '15',
    crisis: {
      number: '3114',
      name: {
        en: '3114, the national suicide prevention line',
        es: 'el 3114, número nacional de prevención del suicidio',
      },
    },
  },
  PT: {
    emergency: '112',
    crisis: {
      number: '808 24 24 24',
      name: {
        en: 'SNS 24 psychological counselling (option 4)',
        es: 'SNS 24, asesoramiento psicológico (opción 4)',
      },
    },
  },
  ES: {
    emergency: '112',
    crisis: {
      number: '024',
      name: {
        en: 'the 024 suicide crisis line',
        es: 'la Línea 024 de atención a la conducta suicida',
      },
    },
  },
  DE: { emergency: '112', crisis: null },
  IT: { emergency: '112', crisis: null },
  MX: { emergency: '911', crisis: null },
  BR: { emergency: '192', crisis: null },
  CL: {
    emergency: null,
    crisis: {
      number: '*4141',
      name: {
        en: 'the «No estás solo, no estás sola» suicide prevention line',
        es: 'la línea «No estás solo, no estás sola» de prevención del suicidio',
      },
    },
  },
  EC: { emergency: '911', crisis: null },
  DO: { emergency: '911', crisis: null },
  PA: { emergency: '911', crisis: null },
};

/** The clinic country when none is set: the spec's onboarding form is US-first. */
export const DEFAULT_CLINIC_COUNTRY = 'US';

/** How the safety answers name the numbers, in the patient's language. */
export interface EmergencyWording {
  /** 'call {emergency} now': '911', or 'your local emergency number'. */
  readonly emergency: string;
  /** 'call {crisisLine}': its name and number, or 'a local crisis line'. */
  readonly crisisLine: string;
}

const WITHOUT_NUMBERS: Readonly<Record<Language, EmergencyWording>> = {
  en: { emergency: 'your local emergency number', crisisLine: 'a local crisis line' },
  es: {
    emergency: 'número de emergencias local',
    crisisLine: 'una línea de ayuda en crisis de tu país',
  },
};

export function emergencyWording(country: string, language: Language): EmergencyWording {
  const numbers = EMERGENCY_NUMBERS[country];
  const crisis = numbers?.crisis;
  return {
    emergency: numbers?.emergency ?? WITHOUT_NUMBERS[language].emergency,
    crisisLine: crisis
      ? `${crisis.name[language]} (${crisis.number})`
      : WITHOUT_NUMBERS[language].crisisLine,
  };
}
