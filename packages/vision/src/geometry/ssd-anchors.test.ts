import { describe, expect, it } from 'vitest';
import { createSsdAnchors } from './ssd-anchors.ts';

describe('SSD anchors', () => {
  it('matches the BlazePose detector output (2254 boxes at 224 px)', () => {
    const anchors = createSsdAnchors(224, [8, 16, 32, 32, 32]);
    expect(anchors).toHaveLength(2254);
    expect(anchors[0]).toEqual({ x: 0.5 / 28, y: 0.5 / 28 });
    expect(anchors.at(-1)).toEqual({ x: 6.5 / 7, y: 6.5 / 7 });
  });

  it('matches the BlazeFace back-camera output (896 boxes at 256 px)', () => {
    expect(createSsdAnchors(256, [16, 32, 32, 32])).toHaveLength(896);
  });
});
