import { describe, expect, it } from 'vitest';
import {
  englishProcedureName,
  indefiniteArticle,
  procedureDisplayName,
  SPANISH_PROCEDURE_NAMES,
} from './procedure-names.ts';
import { PROCEDURES } from './procedures.ts';

describe('procedure display names', () => {
  it('derive from the value in title case, BBL in capitals', () => {
    expect(procedureDisplayName('BBL', 'en')).toBe('BBL');
    expect(procedureDisplayName('BREAST_AUGMENTATION', 'en')).toBe('Breast Augmentation');
    expect(procedureDisplayName('BREAST_LIFT_AND_AUGMENTATION', 'en')).toBe(
      'Breast Lift and Augmentation',
    );
    expect(procedureDisplayName('VAGINAL_PRP', 'en')).toBe('Vaginal PRP');
    expect(procedureDisplayName('TUMMY_TUCK', 'en')).toBe('Tummy Tuck');
  });

  it("has the short form 'Breast Aug' and falls back to the full name elsewhere", () => {
    expect(procedureDisplayName('BREAST_AUGMENTATION', 'en', { short: true })).toBe('Breast Aug');
    expect(procedureDisplayName('TUMMY_TUCK', 'en', { short: true })).toBe('Tummy Tuck');
    expect(procedureDisplayName('TUMMY_TUCK', 'es', { short: true })).toBe('Abdominoplastia');
  });

  it('has a Spanish name for every procedure, distinct and different from the value', () => {
    const names = PROCEDURES.map((procedure) => procedureDisplayName(procedure, 'es'));
    expect(new Set(names).size).toBe(PROCEDURES.length);
    for (const [index, procedure] of PROCEDURES.entries()) {
      expect(names[index]).toBe(SPANISH_PROCEDURE_NAMES[procedure][0]);
      expect(names[index]).not.toBe(procedure);
    }
  });

  it('gives every English name words starting with a capital, except joining words', () => {
    for (const procedure of PROCEDURES) {
      for (const word of englishProcedureName(procedure).split(' ')) {
        expect(word === 'and' || /^[A-Z]/.test(word), `${procedure}: ${word}`).toBe(true);
      }
    }
  });

  it('picks a/an by sound and un/una by gender', () => {
    expect(indefiniteArticle('BBL', 'en')).toBe('a');
    expect(indefiniteArticle('OTOPLASTY', 'en')).toBe('an');
    expect(indefiniteArticle('ABDOMEN_LIPOSUCTION', 'en')).toBe('an');
    expect(indefiniteArticle('BREAST_AUGMENTATION', 'es')).toBe('un');
    expect(indefiniteArticle('TUMMY_TUCK', 'es')).toBe('una');
  });
});
