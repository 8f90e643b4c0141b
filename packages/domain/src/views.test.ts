import { describe, expect, it } from 'vitest';
import { BREAST_PROCEDURES, FACE_PROCEDURES } from './procedures.ts';
import { END_OF_POSES, posesForProcedure, viewForProcedure } from './views.ts';

describe('view per procedure', () => {
  it('is TORSO_FRONT for breast procedures', () => {
    for (const procedure of BREAST_PROCEDURES)
      expect(viewForProcedure(procedure)).toBe('TORSO_FRONT');
  });
  it('is BODY_FRONT for tummy tuck and abdomen liposuction, BODY_BACK for BBL', () => {
    expect(viewForProcedure('TUMMY_TUCK')).toBe('BODY_FRONT');
    expect(viewForProcedure('ABDOMEN_LIPOSUCTION')).toBe('BODY_FRONT');
    expect(viewForProcedure('BBL')).toBe('BODY_BACK');
  });
  it('is HEAD_LEFT for chin liposuction and HEAD_FRONT for other face procedures', () => {
    expect(viewForProcedure('CHIN_LIPOSUCTION')).toBe('HEAD_LEFT');
    for (const procedure of FACE_PROCEDURES.filter((p) => p !== 'CHIN_LIPOSUCTION')) {
      expect(viewForProcedure(procedure)).toBe('HEAD_FRONT');
    }
  });
  it('is BODY_FRONT for anything else', () => {
    expect(viewForProcedure('LIPOSUCTION')).toBe('BODY_FRONT');
    expect(viewForProcedure('THIGH_LIFT')).toBe('BODY_FRONT');
  });
});

describe('poses per procedure', () => {
  it('captures breast front, and in scan-all mode left oblique, left, right, right oblique', () => {
    expect(posesForProcedure('BREAST_AUGMENTATION', 'single')).toEqual([
      'TORSO_FRONT',
      END_OF_POSES,
    ]);
    expect(posesForProcedure('BREAST_LIFT', 'all-poses')).toEqual([
      'TORSO_FRONT',
      'TORSO_LEFT_45',
      'TORSO_LEFT',
      'TORSO_RIGHT',
      'TORSO_RIGHT_45',
      END_OF_POSES,
    ]);
  });
  it('captures body back for BBL and buttock augmentation; scan-all front, left, back, right', () => {
    for (const procedure of ['BBL', 'BUTTOCK_AUGMENTATION'] as const) {
      expect(posesForProcedure(procedure, 'single')).toEqual(['BODY_BACK', END_OF_POSES]);
      expect(posesForProcedure(procedure, 'all-poses')).toEqual([
        'BODY_FRONT',
        'BODY_LEFT',
        'BODY_BACK',
        'BODY_RIGHT',
        END_OF_POSES,
      ]);
    }
  });
  it('captures head front for face procedures, chin liposuction starting with head left', () => {
    expect(posesForProcedure('RHINOPLASTY', 'single')).toEqual(['HEAD_FRONT', END_OF_POSES]);
    expect(posesForProcedure('CHIN_LIPOSUCTION', 'single')[0]).toBe('HEAD_LEFT');
  });
  it('captures body front for others, and always ends with the end marker', () => {
    expect(posesForProcedure('TUMMY_TUCK', 'all-poses')).toEqual(['BODY_FRONT', END_OF_POSES]);
    expect(posesForProcedure('LIPOSUCTION', 'single').at(-1)).toBe(END_OF_POSES);
  });
});
