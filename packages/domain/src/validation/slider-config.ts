import { SLIDER_DEFAULTS } from '../constants.ts';
import { invalid, type Validation, valid } from './result.ts';

/**
 * Adjustment slider configuration (docs/product/validation.md). A bad configuration is a
 * developer's mistake, never shown to a patient, so its messages are English
 * only and stay out of the catalog.
 */
export interface SliderConfigInput {
  readonly values: readonly number[];
  readonly step?: number | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** When false (the default), thumbs may not pass each other: values must be sorted. */
  readonly allowOverlap?: boolean | undefined;
}

export interface SliderConfig {
  readonly values: readonly number[];
  readonly step: number;
  readonly min: number;
  readonly max: number;
  readonly allowOverlap: boolean;
}

/** Divisibility with a tolerance, since steps like 0.1 are not exact in binary. */
const isMultipleOf = (value: number, step: number): boolean => {
  const quotient = value / step;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9;
};

/** The configuration with defaults applied (step 1, min 0, max 100), or what is wrong with it. */
export function validateSliderConfig(input: SliderConfigInput): Validation<SliderConfig> {
  const step = input.step ?? SLIDER_DEFAULTS.step;
  const min = input.min ?? SLIDER_DEFAULTS.min;
  const max = input.max ?? SLIDER_DEFAULTS.max;
  const allowOverlap = input.allowOverlap ?? false;
  const { values } = input;
  if (![step, min, max, ...values].every(Number.isFinite)) {
    return invalid('step, min, max and values must be finite numbers');
  }
  if (step === 0) return invalid('step must not be 0');
  if (!(min < max)) return invalid(`min (${min}) must be below max (${max})`);
  if (!isMultipleOf(max - min, step)) {
    return invalid(`max - min (${max - min}) must be divisible by step (${step})`);
  }
  for (const [index, value] of values.entries()) {
    if (value < min || value > max) {
      return invalid(`value ${value} at index ${index} is outside [${min}, ${max}]`);
    }
    if (!isMultipleOf(value - min, step)) {
      return invalid(`value ${value} at index ${index} is not on a step of ${step} from ${min}`);
    }
    const previous = values[index - 1];
    if (!allowOverlap && previous !== undefined && previous > value) {
      return invalid(`values must be sorted when overlap is not allowed (index ${index})`);
    }
  }
  return valid({ values: [...values], step, min, max, allowOverlap });
}
