import { describe, expect, it } from 'vitest';
import {
  AREA_PROCEDURES,
  aiAvailabilityForAreas,
  BACK_FIGURE_AREAS,
  BODY_AREAS,
  type BodyArea,
  FRONT_FIGURE_AREAS,
  offeredAreas,
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
  it.each(BODY_AREAS)('%s offers the procedures of the spec table, in order, first', (area) => {
    const spec = fromSpecWords(SPEC_TABLE[area]);
    expect(AREA_PROCEDURES[area].slice(0, spec.length)).toEqual(spec);
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

/**
 * Where a patient looks for each procedure: the figure (front or back) and the areas a
 * person would tap, judged per procedure, not read from the table under test.
 */
const WHERE_PATIENTS_LOOK: Record<Procedure, { view: 'front' | 'back'; areas: BodyArea[] }> = {
  BREAST_AUGMENTATION: { view: 'front', areas: ['BREAST'] },
  BREAST_LIFT: { view: 'front', areas: ['BREAST'] },
  BREAST_LIFT_AND_AUGMENTATION: { view: 'front', areas: ['BREAST'] },
  BREAST_REDUCTION: { view: 'front', areas: ['BREAST'] },
  BBL: { view: 'back', areas: ['BUTT'] },
  TUMMY_TUCK: { view: 'front', areas: ['TORSO'] },
  ABDOMEN_LIPOSUCTION: { view: 'front', areas: ['TORSO'] },
  LIP_FILLER: { view: 'front', areas: ['FACE'] },
  BURN_REPAIR: { view: 'front', areas: ['ARMS', 'LEGS', 'FACE', 'TORSO'] },
  SCAR_REVISION: { view: 'front', areas: ['ARMS', 'LEGS', 'FACE', 'TORSO'] },
  HAND_SURGERY: { view: 'front', areas: ['ARMS'] },
  RECONSTRUCTIVE_SURGERY: { view: 'front', areas: ['ARMS', 'LEGS', 'FACE', 'TORSO'] },
  HAIR_TRANSPLANTATION: { view: 'back', areas: ['HEAD'] },
  HAIR_TRANSPLANT: { view: 'back', areas: ['HEAD'] },
  BOTOX_INJECTIONS: { view: 'front', areas: ['FACE'] },
  DERMAL_FILLERS: { view: 'front', areas: ['FACE'] },
  LASER_TREATMENTS: { view: 'front', areas: ['FACE'] },
  CHEMICAL_PEEL: { view: 'front', areas: ['FACE'] },
  MICRODERMABRASION: { view: 'front', areas: ['FACE'] },
  LASER_HAIR_REMOVAL: { view: 'front', areas: ['ARMS', 'LEGS', 'FACE', 'VAGINAL'] },
  THIGH_LIFT: { view: 'front', areas: ['LEGS'] },
  ARM_LIFT: { view: 'front', areas: ['ARMS'] },
  BUTTOCK_AUGMENTATION: { view: 'back', areas: ['BUTT'] },
  BODY_LIFT: { view: 'front', areas: ['TORSO'] },
  LIPOSUCTION: { view: 'front', areas: ['ARMS', 'LEGS', 'TORSO'] },
  CHEEK_AUGMENTATION: { view: 'front', areas: ['FACE'] },
  CHIN_SURGERY: { view: 'front', areas: ['FACE'] },
  FOREHEAD_LIFT: { view: 'front', areas: ['FACE'] },
  OTOPLASTY: { view: 'front', areas: ['FACE'] },
  RHYTIDECTOMY: { view: 'front', areas: ['FACE'] },
  BLEPHAROPLASTY: { view: 'front', areas: ['FACE'] },
  RHINOPLASTY: { view: 'front', areas: ['FACE'] },
  RENUVION: { view: 'front', areas: ['FACE', 'TORSO'] },
  ABDOMINAL_ETCHING: { view: 'front', areas: ['TORSO'] },
  THIGH_LIPOSUCTION: { view: 'front', areas: ['LEGS'] },
  ARMS_LIPOSUCTION: { view: 'front', areas: ['ARMS'] },
  CHIN_LIPOSUCTION: { view: 'front', areas: ['FACE'] },
  LABIAPLASTY: { view: 'front', areas: ['VAGINAL'] },
  VAGINAL_TIGHTENING: { view: 'front', areas: ['VAGINAL'] },
  VAGINAL_PRP: { view: 'front', areas: ['VAGINAL'] },
  BIOCHETOMY: { view: 'front', areas: ['FACE'] },
  FACE_LIFT: { view: 'front', areas: ['FACE'] },
  CHIN_IMPLANT: { view: 'front', areas: ['FACE'] },
};

describe('the whole catalogue is reachable', () => {
  it.each(PROCEDURES)(
    '%s: a clinic offering only it finds it on the figure where a patient looks',
    (procedure) => {
      const { view, areas } = WHERE_PATIENTS_LOOK[procedure];
      const figure: readonly BodyArea[] = view === 'front' ? FRONT_FIGURE_AREAS : BACK_FIGURE_AREAS;
      const reachable = offeredAreas([procedure]);
      // Some area of that figure lists it, and one a patient would tap.
      expect(reachable.some((area) => figure.includes(area) && areas.includes(area))).toBe(true);
      for (const area of reachable) {
        expect(proceduresForAreas([area], [procedure])).toEqual([procedure]);
      }
    },
  );

  it('an area with nothing offered is not offered to tap', () => {
    expect(offeredAreas(['BOTOX_INJECTIONS', 'BREAST_AUGMENTATION'])).toEqual(['FACE', 'BREAST']);
    expect(offeredAreas([])).toEqual([]);
  });
});

describe('AI availability message for the chosen areas', () => {
  it('says available when the chosen areas list an offered procedure the AI simulates', () => {
    expect(aiAvailabilityForAreas(['ARMS', 'BREAST'], ['BREAST_LIFT'])).toBe('available');
    expect(aiAvailabilityForAreas(['FACE'], ['LIP_FILLER', 'BOTOX_INJECTIONS'])).toBe('available');
  });
  it('says unavailable when none of them is simulated (head with dermal fillers only), nothing when none is chosen', () => {
    expect(aiAvailabilityForAreas(['HEAD'], ['DERMAL_FILLERS', 'LIP_FILLER'])).toBe('unavailable');
    expect(aiAvailabilityForAreas(['BREAST'], ['RHINOPLASTY'])).toBe('unavailable');
    expect(aiAvailabilityForAreas([], PROCEDURES)).toBeNull();
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
