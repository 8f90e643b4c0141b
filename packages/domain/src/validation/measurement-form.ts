import { MEASUREMENT_LIMITS } from '../constants.ts';
import type { Language } from '../enums.ts';
import { validation } from '../i18n/sections/validation.ts';
import { invalid, type Validation, valid } from './result.ts';

/** Measurement form (docs/product/validation.md): message, weight in lbs, height in feet and inches. */

/** The trimmed message, at least 3 characters. */
export function validateMeasurementMessage(
  message: string,
  language: Language,
): Validation<string> {
  const trimmed = message.trim();
  return trimmed.length >= MEASUREMENT_LIMITS.messageMinLength
    ? valid(trimmed)
    : invalid(validation[language].messageTooShort);
}

/** Reads a form field as a number; blank or non-numeric text is NaN. */
const toNumber = (input: number | string): number =>
  typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);

/** Weight in lbs, any number from 50 to 500 inclusive. */
export function validateWeight(input: number | string, language: Language): Validation<number> {
  const weight = toNumber(input);
  const { min, max } = MEASUREMENT_LIMITS.weightLbs;
  return Number.isFinite(weight) && weight >= min && weight <= max
    ? valid(weight)
    : invalid(validation[language].weightInvalid);
}

export interface Height {
  readonly feet: number;
  readonly inches: number;
}

const isWholeWithin = (value: number, bounds: { min: number; max: number }): boolean =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/** Height as whole feet 1 to 10 and whole inches 0 to 11 (12 inches would be a foot). */
export function validateHeight(
  input: { readonly feet: number | string; readonly inches: number | string },
  language: Language,
): Validation<Height> {
  const feet = toNumber(input.feet);
  const inches = toNumber(input.inches);
  return isWholeWithin(feet, MEASUREMENT_LIMITS.heightFeet) &&
    isWholeWithin(inches, MEASUREMENT_LIMITS.heightInches)
    ? valid({ feet, inches })
    : invalid(validation[language].heightInvalid);
}

/** Weight as the form reports it: '{n} lbs'. */
export const formatWeight = (weightLbs: number): string => `${weightLbs} lbs`;

/**
 * Height as the form reports it, in the usual US notation `5' 7"`. Units are
 * symbols, so the same text serves en and es (and the clinic reading the lead).
 */
export const formatHeight = ({ feet, inches }: Height): string => `${feet}' ${inches}"`;
