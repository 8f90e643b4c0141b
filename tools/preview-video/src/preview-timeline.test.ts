import { describe, expect, it } from 'vitest';
import { PREVIEW_TIMING, previewTimeline } from './preview-timeline.ts';

/** What a frame shows as a position along the keyframes (0 before, last after). */
const position = (frame: { from: number; to: number; mix: number }) =>
  frame.from + frame.mix * (frame.to - frame.from);

describe('preview timeline', () => {
  const frames = previewTimeline(4);
  const seconds =
    PREVIEW_TIMING.holdBeforeS +
    PREVIEW_TIMING.towardsAfterS +
    PREVIEW_TIMING.holdAfterS +
    PREVIEW_TIMING.backToBeforeS;

  it('lasts the timing it is given', () => {
    expect(frames.length).toBeGreaterThanOrEqual(Math.round(seconds * PREVIEW_TIMING.fps) - 2);
    expect(frames.length).toBeLessThanOrEqual(Math.round(seconds * PREVIEW_TIMING.fps));
  });

  it('opens on the before, reaches the after, and ends just short of the before again', () => {
    expect(position(frames[0] as never)).toBe(0);
    expect(Math.max(...frames.map(position))).toBe(3);
    const end = position(frames.at(-1) as never);
    expect(end).toBeGreaterThan(0);
    expect(end).toBeLessThan(0.1);
  });

  it('moves forward only while sweeping to the after, then back only', () => {
    const positions = frames.map(position);
    const peak = positions.indexOf(3);
    for (let i = 1; i <= peak; i += 1) {
      expect(positions[i]).toBeGreaterThanOrEqual(positions[i - 1] as number);
    }
    for (let i = peak + 1; i < positions.length; i += 1) {
      expect(positions[i]).toBeLessThanOrEqual(positions[i - 1] as number);
    }
  });

  it('mixes only neighbouring steps on the way to the after', () => {
    const peak = frames.findIndex((frame) => position(frame) === 3);
    for (const frame of frames.slice(0, peak + 1)) expect(frame.to - frame.from).toBe(1);
  });

  it('needs a before and an after', () => {
    expect(() => previewTimeline(1)).toThrow(RangeError);
  });
});
