import type { CoordinatorFormData } from '@afterlook/api';
import {
  HEALTH_OPTIONS,
  type HealthOption,
  type Language,
  type PhoneCountries,
  PROCEDURE_AREA_OPTIONS,
  type ProcedureAreaOption,
  TIMING_OPTIONS,
  toggleHealthOption,
  type Validation,
  validateFirstName,
  validateIntakeAge,
  validateIntakeHeight,
  validateIntakePhone,
  validateIntakeWeight,
  validateLastName,
} from '@afterlook/domain';
import type { ChatInputField } from '../../chat/ChatInput.tsx';
import type { LeadDetails } from '../../lead/build-lead-submission.ts';
import type { IntakeChoiceQuestion } from './assistant-messages.ts';

/**
 * The patient-coordinator intake in the order of docs/product/state-machines.md#chat-flows: first name, last name,
 * phone number, age, height, weight (typed in the chat), then health conditions
 * (multiple), procedure area (Body, Breast, Face, Hair, Vaginal), specific procedures
 * (multiple) and timing (single), each a card with Confirm.
 */
export const INTAKE_TEXT_QUESTIONS = [
  'firstName',
  'lastName',
  'phone',
  'age',
  'height',
  'weight',
] as const;
export type IntakeTextQuestion = (typeof INTAKE_TEXT_QUESTIONS)[number];

/** Each typed answer's keyboard and autofill (its placeholder is in the domain's texts). */
export const INTAKE_KEYBOARDS: Readonly<
  Record<IntakeTextQuestion, Pick<ChatInputField, 'inputMode' | 'autoComplete'>>
> = {
  firstName: { inputMode: 'text', autoComplete: 'given-name' },
  lastName: { inputMode: 'text', autoComplete: 'family-name' },
  phone: { inputMode: 'tel', autoComplete: 'tel' },
  age: { inputMode: 'numeric', autoComplete: 'off' },
  // Text: "5'7" needs its quote marks.
  height: { inputMode: 'text', autoComplete: 'off' },
  weight: { inputMode: 'decimal', autoComplete: 'off' },
};

/** Each typed answer's rule: the text the lead stores, or the rule's message. */
export const INTAKE_ANSWER_RULES: Readonly<
  Record<
    IntakeTextQuestion,
    (text: string, language: Language, phoneCountries: PhoneCountries) => Validation<string>
  >
> = {
  firstName: validateFirstName,
  lastName: validateLastName,
  phone: validateIntakePhone,
  age: validateIntakeAge,
  height: validateIntakeHeight,
  weight: validateIntakeWeight,
};

/** The intake's answers so far: typed texts and the confirmed choices. */
export interface IntakeAnswers {
  readonly text: Readonly<Partial<Record<IntakeTextQuestion, string>>>;
  readonly healthHistory: readonly HealthOption[];
  readonly procedureAreas: readonly ProcedureAreaOption[];
  readonly procedures: readonly string[];
  readonly procedureTime: string | null;
}

export const NO_ANSWERS: IntakeAnswers = {
  text: {},
  healthHistory: [],
  procedureAreas: [],
  procedures: [],
  procedureTime: null,
};

/** The fixed option lists of the choice questions (the procedures depend on the areas). */
export const FIXED_CHOICES = {
  health: HEALTH_OPTIONS,
  procedureArea: PROCEDURE_AREA_OPTIONS,
  timing: TIMING_OPTIONS,
} as const;

/**
 * A choice card's selection after the patient taps an option: health keeps 'None of the
 * above' exclusive, timing is a single choice, the others toggle.
 */
export function toggleChoice(
  question: IntakeChoiceQuestion,
  selected: readonly string[],
  value: string,
): string[] {
  if (question === 'timing') return [value];
  if (question === 'health') {
    return toggleHealthOption(selected as readonly HealthOption[], value as HealthOption);
  }
  return selected.includes(value)
    ? selected.filter((chosen) => chosen !== value)
    : [...selected, value];
}

/** The lead's name and phone from the intake's typed answers. */
export const intakeDetails = (answers: IntakeAnswers): LeadDetails => ({
  firstName: answers.text.firstName ?? '',
  lastName: answers.text.lastName ?? '',
  phone: answers.text.phone ?? '',
});

/** The tier-1 chat's form_data (docs/product/entities.md; `weigh` is the wire name). */
export const coordinatorFormData = (answers: IntakeAnswers): CoordinatorFormData => ({
  firstName: answers.text.firstName ?? '',
  lastName: answers.text.lastName ?? '',
  phone: answers.text.phone ?? '',
  age: answers.text.age ?? '',
  weigh: answers.text.weight ?? '',
  height: answers.text.height ?? '',
  healthHistory: [...answers.healthHistory],
  procedureAreas: [...answers.procedureAreas],
  procedures: [...answers.procedures],
  procedureTime: answers.procedureTime ?? '',
});

/** The answers with a confirmed choice card's selection. */
export function withChoice(
  answers: IntakeAnswers,
  question: IntakeChoiceQuestion,
  selected: readonly string[],
): IntakeAnswers {
  switch (question) {
    case 'health':
      return {
        ...answers,
        healthHistory: FIXED_CHOICES.health.filter((value) => selected.includes(value)),
      };
    case 'procedureArea':
      return {
        ...answers,
        procedureAreas: FIXED_CHOICES.procedureArea.filter((value) => selected.includes(value)),
      };
    case 'procedures':
      return { ...answers, procedures: [...selected] };
    case 'timing':
      return { ...answers, procedureTime: selected[0] ?? null };
  }
}
