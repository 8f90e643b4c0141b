import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS, MEASUREMENT_LIMITS } from './constants.ts';
import { MESSAGES } from './i18n/index.ts';

// The spec's messages quote the limits; if a limit changes, its message must change with it.
describe('limits and the messages that quote them', () => {
  const texts = MESSAGES.en.validation;
  it('agree for names', () => {
    expect(texts.detailsNameTooShort).toContain(`${LEAD_LIMITS.detailsNameMinLength} characters`);
    const { min, max } = LEAD_LIMITS.onboardingNameLength;
    expect(texts.firstNameLength).toContain(`${min} and ${max}`);
    expect(texts.lastNameLength).toContain(`${min} and ${max}`);
  });
  it('agree for the measurement form', () => {
    const { weightLbs, heightFeet, heightInches, messageMinLength } = MEASUREMENT_LIMITS;
    expect(texts.weightInvalid).toContain(`${weightLbs.min}-${weightLbs.max}`);
    expect(texts.heightInvalid).toContain(`Feet: ${heightFeet.min}-${heightFeet.max}`);
    expect(texts.heightInvalid).toContain(`Inches: ${heightInches.min}-${heightInches.max}`);
    expect(texts.messageTooShort).toContain(`${messageMinLength} characters`);
  });
});
