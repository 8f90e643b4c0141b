import { describe, expect, it } from 'vitest';
import { BODY_LANDMARK_NAMES, bothSides } from './landmarks.ts';

describe('bothSides', () => {
  it("lists each part's left then right landmark, in the parts' order", () => {
    expect(bothSides('ear', 'hip')).toEqual(['left_ear', 'right_ear', 'left_hip', 'right_hip']);
  });

  it('names only landmarks of the 33-point list', () => {
    const names: readonly string[] = BODY_LANDMARK_NAMES;
    for (const name of bothSides('eye_inner', 'foot_index', 'thumb')) {
      expect(names).toContain(name);
    }
  });
});
