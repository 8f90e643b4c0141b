import type { Language } from './enums.ts';

/** The numbers a patient in crisis is told to call, by the clinic's country. */
export interface EmergencyNumbers {
  /** The general emergency number (ambulance), as dialed from a mobile phone. */
  readonly emergency: string;
  /** The national suicide and crisis line, as dialed from a mobile phone. */
  readonly crisis: string;
  /** The crisis line's name for an English- and a Spanish-speaking patient. */
  readonly crisisName: Readonly<Record<Language, string>>;
}

/**
 * Verified against official sources, each cited in docs/product/emergency-numbers.md
 * (last verified 2026-11-26). A country that is not here gets the wording without a
 * number ('your local emergency number').
 */
export const EMERGENCY_NUMBERS: Readonly<Record<string, EmergencyNumbers>> = {
  US: {
    emergency: '911',
    crisis: '988',
    crisisName: {
      en: 'the 988 Suicide & Crisis Lifeline',
      es: 'la Línea 988 de Prevención del Suicidio y Crisis',
    },
  },
  ES: {
    emergency: '112',
    crisis: '024',
    crisisName: {
      en: 'the 024 suicide crisis line',
      es: 'la Línea 024 de atención a la conducta suicida',
    },
  },
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
  if (!numbers) return WITHOUT_NUMBERS[language];
  return {
    emergency: numbers.emergency,
    crisisLine: `${numbers.crisisName[language]} (${numbers.crisis})`,
  };
}
