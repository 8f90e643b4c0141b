import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AI_SUPPORTED_PROCEDURES,
  CAPTURE_SUPPORTED_PROCEDURES,
  FLAG_HELPER_PROCEDURES,
  isAiSupported,
  isCaptureSupported,
  PROCEDURES,
  parseProcedure,
} from './procedures.ts';

describe('procedures', () => {
  it('knows the 43 procedure values of the spec, each once', () => {
    expect(PROCEDURES).toHaveLength(43);
    expect(new Set(PROCEDURES).size).toBe(43);
  });

  it('parses the procedure query parameter case-insensitively', () => {
    expect(parseProcedure('bbl')).toBe('BBL');
    expect(parseProcedure(' Breast_Augmentation ')).toBe('BREAST_AUGMENTATION');
    expect(parseProcedure('NOSE_JOB')).toBeUndefined();
    expect(parseProcedure('')).toBeUndefined();
    expect(parseProcedure(null)).toBeUndefined();
  });

  it('parses every procedure in any letter case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROCEDURES),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (procedure, upper) => {
          const mixed = [...procedure]
            .map((c, i) => (upper[i % upper.length] ? c : c.toLowerCase()))
            .join('');
          expect(parseProcedure(mixed)).toBe(procedure);
        },
      ),
    );
  });

  it('supports AI for 8 procedures, LIP_FILLER included, but captures only the 7 body ones', () => {
    expect(AI_SUPPORTED_PROCEDURES).toHaveLength(8);
    expect(CAPTURE_SUPPORTED_PROCEDURES).toHaveLength(7);
    expect(isAiSupported('LIP_FILLER')).toBe(true);
    expect(isCaptureSupported('LIP_FILLER')).toBe(false);
    expect(FLAG_HELPER_PROCEDURES).toHaveLength(10);
    expect(FLAG_HELPER_PROCEDURES).toEqual(
      expect.arrayContaining(['BUTTOCK_AUGMENTATION', 'CHIN_LIPOSUCTION']),
    );
  });
});
