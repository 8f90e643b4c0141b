import { describe, expect, it } from 'vitest';
import { MESSAGES } from './i18n/index.ts';
import {
  HEALTH_OPTIONS,
  healthOptionLabel,
  intakeProcedures,
  PROCEDURE_AREA_OPTIONS,
  procedureAreaOptionLabel,
  TIMING_OPTIONS,
  timingOptionLabel,
  toggleHealthOption,
} from './intake.ts';

describe('coordinator intake options', () => {
  it('offers the spec health, timing and procedure-area options in order', () => {
    expect(HEALTH_OPTIONS.map((o) => healthOptionLabel(o, 'en'))).toEqual([
      'I have diabetes',
      'I have a history of blood clots',
      'I have cancer',
      'I have an organ transplant',
      'I have heart disease',
      'None of the above',
    ]);
    expect(TIMING_OPTIONS.map((o) => timingOptionLabel(o, 'en'))).toEqual([
      'ASAP',
      'Within the next 3 months',
      'In 3-6 months',
      'In 6-12 months',
      'Not sure yet',
    ]);
    expect(PROCEDURE_AREA_OPTIONS.map((o) => procedureAreaOptionLabel(o, 'en'))).toEqual([
      'Body',
      'Breast',
      'Face',
      'Hair',
      'Vaginal',
    ]);
  });

  it('labels every option in Spanish from the catalog', () => {
    expect(timingOptionLabel('ASAP', 'es')).toBe(MESSAGES.es.intake.timing.ASAP);
    expect(healthOptionLabel('NONE', 'es')).toBe(MESSAGES.es.intake.health.NONE);
  });

  it("makes 'None of the above' exclusive of the conditions", () => {
    expect(toggleHealthOption(['DIABETES', 'CANCER'], 'NONE')).toEqual(['NONE']);
    expect(toggleHealthOption(['NONE'], 'CANCER')).toEqual(['CANCER']);
  });

  it('toggles a condition on and off, keeping the list order', () => {
    expect(toggleHealthOption(['HEART_DISEASE'], 'DIABETES')).toEqual([
      'DIABETES',
      'HEART_DISEASE',
    ]);
    expect(toggleHealthOption(['DIABETES', 'HEART_DISEASE'], 'DIABETES')).toEqual([
      'HEART_DISEASE',
    ]);
  });

  it("lists the chosen areas' procedures the clinic offers, and all of them when it offers none", () => {
    expect(
      intakeProcedures(['BREAST', 'HAIR'], ['BBL', 'BREAST_LIFT', 'LASER_HAIR_REMOVAL']),
    ).toEqual(['BREAST_LIFT', 'LASER_HAIR_REMOVAL']);
    expect(intakeProcedures(['VAGINAL'], ['BBL'])).toEqual([
      'LABIAPLASTY',
      'VAGINAL_TIGHTENING',
      'VAGINAL_PRP',
    ]);
  });
});
