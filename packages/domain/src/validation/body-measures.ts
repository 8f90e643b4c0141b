import { INTAKE_LIMITS } from '../constants.ts';
import type { Language } from '../enums.ts';
import { tier1Assistant } from '../i18n/sections/tier1-assistant.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * Height and weight as patients type them in the coordinator intake (issue 34), metric or
 * imperial: '1,60 m', '160cm', '1 m 60', "5'4", '5 ft 4 in', '64 in'; '55 kg', '130 lbs'.
 * Each is stored with the unit it was given in, so the coordinator reads what the patient
 * said. A weight with no unit takes the session's unit system; a height with no unit is
 * read by its size (165 is centimetres, 1.65 metres, 5 or '5 7' feet and inches).
 */
export type UnitSystem = 'metric' | 'imperial';

/** Imperial for an English session, metric for a Spanish one (Spain and Latin America). */
export const unitSystemOf = (language: Language): UnitSystem =>
  language === 'en' ? 'imperial' : 'metric';

export type BodyHeight =
  | { readonly unit: 'cm'; readonly cm: number }
  | { readonly unit: 'ft'; readonly feet: number; readonly inches: number };
export type BodyWeight = { readonly unit: 'kg' | 'lb'; readonly value: number };

const CM_PER_INCH = 2.54;

/** 'between 60 and 65', '140 or 150', '60 y pico': the coordinator would have to ask. */
const VAGUE = /\b(between|entre|something|odd|y pico|y algo|y tantos)\b|\d ?(?:to|or|o|a|–) ?-?\d/;

/**
 * The statements of an answer, latest first ('pesaba 70, ahora 65', '5'6 and 140 lbs'),
 * each lower case with decimal commas as points, the words before its number and the
 * hedges after it ('i think', '-ish') dropped; none when the answer is vague.
 */
function statements(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’′´`]/g, "'")
    .replace(/[”″“]/g, '"')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d) ?(?:and a half|y medio|½)/g, '$1.5');
  if (VAGUE.test(folded)) return [];
  return folded
    .split(/[,;/]|\b(?:and|y|but|pero|now|ahora)\b/)
    .map((part) =>
      (part ?? '')
        .replace(/\.(?!\d)/g, ' ')
        .replace(/[^\p{L}\d.'"\s-]/gu, ' ')
        // Up to the number; a minus sign stays (and is no height or weight).
        .replace(/^(?:[^\d-]|-(?!\d))*/, '')
        .replace(/(\d)ish\b/g, '$1')
        .replace(/\b(i think|i guess|more or less|mas o menos|aprox\w*|creo|or so|maybe)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => /\d/.test(part))
    .reverse();
}

const NUMBER = '(\\d{1,3}(?:\\.\\d{1,2})?)';
const CM = '(?:cm|cms|centimetros?|centimeters?|centimetres?)';
const METRES = '(?:m|mt|mts|metros?|meters?|metres?)';
const FEET = `(?:'|ft|feet|foot|fet|fot|pies?)`;
const INCHES = "(?:\"|''|in|inch|inches|pulgadas?)";

/** Every reading of the text as a height; the first that is an adult's is taken. */
function heightReadings(text: string): BodyHeight[] {
  const readings: BodyHeight[] = [];
  const cm = (value: number) => readings.push({ unit: 'cm', cm: Math.round(value) });
  const ft = (feet: number, inches: number) => readings.push({ unit: 'ft', feet, inches });
  let match = new RegExp(`^${NUMBER} ?${CM}$`).exec(text);
  if (match) cm(Number(match[1]));
  match = new RegExp(`^(\\d\\.\\d{1,2}) ?${METRES}?$`).exec(text);
  if (match) cm(Number(match[1]) * 100);
  match = new RegExp(`^(\\d) ?${METRES} ?(\\d{1,2}) ?${CM}?$`).exec(text);
  if (match) cm(Number(match[1]) * 100 + Number(match[2]));
  match = new RegExp(`^(\\d{2,3}) ?${INCHES}$`).exec(text);
  if (match) ft(Math.floor(Number(match[1]) / 12), Number(match[1]) % 12);
  // Feet and inches need something between them: '64' is no 6' 4".
  match = new RegExp(`^(\\d)(?: ?(?:${FEET}|-) ?| )(\\d{1,2}(?:\\.5)?) ?${INCHES}?$`).exec(text);
  // Half an inch rounds up, as centimetres round.
  if (match) ft(Number(match[1]), Math.round(Number(match[2])));
  match = new RegExp(`^(\\d) ?${FEET}?$`).exec(text);
  if (match) ft(Number(match[1]), 0);
  match = /^(\d{3})$/.exec(text);
  if (match) cm(Number(match[1]));
  return readings;
}

const adultHeight = (height: BodyHeight): boolean => {
  const { min, max } = INTAKE_LIMITS.heightCm;
  const cm = height.unit === 'cm' ? height.cm : (height.feet * 12 + height.inches) * CM_PER_INCH;
  return (height.unit === 'cm' || height.inches <= 11) && cm >= min && cm <= max;
};

/** The latest statement that is an adult's height. */
export function parseBodyHeight(text: string): BodyHeight | null {
  for (const statement of statements(text)) {
    const height = heightReadings(statement).find(adultHeight);
    if (height) return height;
  }
  return null;
}

const POUNDS = /^(lb|lbs|lbz|ibs|pounds?|libras?)$/;

function weightOf(statement: string, system: UnitSystem): BodyWeight | null {
  const match = new RegExp(
    `^${NUMBER} ?(kg|kgs|kgr|k|kilos?|kilogramos?|kilograms?|lb|lbs|lbz|ibs|pounds?|libras?)?$`,
  ).exec(statement);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2]
    ? POUNDS.test(match[2])
      ? 'lb'
      : 'kg'
    : system === 'imperial'
      ? 'lb'
      : 'kg';
  const { min, max } = unit === 'kg' ? INTAKE_LIMITS.weightKg : INTAKE_LIMITS.weightLb;
  return value >= min && value <= max ? { unit, value } : null;
}

/** The latest statement that is an adult's weight; a bare number is in `system`'s unit. */
export function parseBodyWeight(text: string, system: UnitSystem): BodyWeight | null {
  for (const statement of statements(text)) {
    const weight = weightOf(statement, system);
    if (weight) return weight;
  }
  return null;
}

/** As the lead stores it: '160 cm' or `5' 4"`. */
export const formatBodyHeight = (height: BodyHeight): string =>
  height.unit === 'cm' ? `${height.cm} cm` : `${height.feet}' ${height.inches}"`;

/** As the lead stores it: '55 kg' or '130 lbs'. */
export const formatBodyWeight = ({ unit, value }: BodyWeight): string =>
  `${value} ${unit === 'kg' ? 'kg' : 'lbs'}`;

/** The intake's height answer, metric or imperial, or the message asking again. */
export function validateIntakeHeight(text: string, language: Language): Validation<string> {
  const height = parseBodyHeight(text);
  return height
    ? valid(formatBodyHeight(height))
    : invalid(tier1Assistant[language].invalid.height);
}

/** The intake's weight answer; a bare number is in the session's unit system. */
export function validateIntakeWeight(text: string, language: Language): Validation<string> {
  const weight = parseBodyWeight(text, unitSystemOf(language));
  return weight
    ? valid(formatBodyWeight(weight))
    : invalid(tier1Assistant[language].invalid.weight);
}
