import { describe, expect, it } from 'vitest';
import {
  AREA_PROCEDURES,
  aiAvailabilityForAreas,
  BODY_AREAS,
  type BodyArea,
  presetAreaForProcedure,
  proceduresForAreas,
} from './areas.ts';
import { englishProcedureName } from './procedure-names.ts';
import { PROCEDURES, type Procedure } from './procedures.ts';

/** docs/product/entities.md "Procedures offered per area", in the spec's words (breast row spelled out). */
const SPEC_TABLE: Record<BodyArea, string> = {
  ARMS: 'hand surgery, laser hair removal, reconstructive surgery, liposuction, arm lift, burn repair, scar revision',
  BACK: 'laser hair removal, reconstructive surgery, scar revision, burn repair, liposuction, body lift, abdomen liposuction',
  BUTT: 'reconstructive surgery, laser hair removal, burn repair, scar revision, BBL, liposuction, buttock augmentation',
  FACE: 'rhinoplasty, otoplasty, forehead lift, chin liposuction, burn repair, reconstructive surgery, scar revision, hair transplantation, laser treatments, chemical peel, microdermabrasion, laser hair removal, blepharoplasty, rhytidectomy, cheek augmentation, lip filler',
  LEGS: 'laser hair removal, reconstructive surgery, thigh lift, burn repair, scar revision, liposuction',
  HEAD: 'laser hair removal, dermal fillers, hair transplantation, reconstructive surgery, burn repair, scar revision, chin liposuction',
  TORSO:
    'BBL, tummy tuck, abdomen liposuction, body lift, burn repair, scar revision, reconstructive surgery, laser hair removal',
  BREAST: 'breast augmentation, breast reduction, breast lift, breast lift and augmentation',
  VAGINAL: 'laser hair removal, reconstructive surgery, burn repair, scar revision',
};

const byName = new Map(PROCEDURES.map((p) => [englishProcedureName(p).toLowerCase(), p]));
const fromSpecWords = (row: string): (Procedure | undefined)[] =>
  row.split(', ').map((name) => byName.get(name.toLowerCase()));

describe('procedures offered per area', () => {
  it.each(BODY_AREAS)('%s offers the procedures of the spec table, in order', (area) => {
    expect(AREA_PROCEDURES[area]).toEqual(fromSpecWords(SPEC_TABLE[area]));
  });

  it('limits the list to what the clinic offers, without duplicates', () => {
    expect(proceduresForAreas(['BUTT', 'TORSO'], ['BBL', 'TUMMY_TUCK', 'RHINOPLASTY'])).toEqual([
      'BBL',
      'TUMMY_TUCK',
    ]);
    expect(proceduresForAreas(['FACE'], [])).toEqual([]);
    expect(proceduresForAreas([], PROCEDURES)).toEqual([]);
  });
});

describe('AI availability message for the chosen areas', () => {
  it('says available when breast, torso, butt, face or head is among them', () => {
    for (const area of ['BREAST', 'TORSO', 'BUTT', 'FACE', 'HEAD'] as const) {
      expect(aiAvailabilityForAreas(['ARMS', area])).toBe('available');
    }
  });
  it('says unavailable otherwise, and nothing when none is selected', () => {
    expect(aiAvailabilityForAreas(['ARMS', 'LEGS', 'BACK', 'VAGINAL'])).toBe('unavailable');
    expect(aiAvailabilityForAreas([])).toBeNull();
  });
});

describe('area preset by a procedure query parameter', () => {
  it('presets breast, torso or butt', () => {
    expect(presetAreaForProcedure('BREAST_LIFT_AND_AUGMENTATION')).toBe('BREAST');
    expect(presetAreaForProcedure('TUMMY_TUCK')).toBe('TORSO');
    expect(presetAreaForProcedure('ABDOMEN_LIPOSUCTION')).toBe('TORSO');
    expect(presetAreaForProcedure('BBL')).toBe('BUTT');
    expect(presetAreaForProcedure('RHINOPLASTY')).toBeUndefined();
  });
});
