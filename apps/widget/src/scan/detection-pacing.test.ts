import { describe, expect, it } from 'vitest';
import { nextDetectionAt } from './detection-pacing.ts';

const budget = { minIntervalMs: 100, maxBusyShare: 0.5 };

describe('detection pacing', () => {
  it('starts the first detection at once', () => {
    expect(nextDetectionAt(null, budget)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('keeps a fast detector to the minimum interval between starts', () => {
    expect(nextDetectionAt({ startMs: 1000, endMs: 1030 }, budget)).toBe(1100);
  });

  it('rests a slow detector as long as it ran, so it holds at most half the main thread', () => {
    expect(nextDetectionAt({ startMs: 1000, endMs: 1120 }, budget)).toBe(1240);
    const share = 120 / (nextDetectionAt({ startMs: 0, endMs: 120 }, budget) - 0);
    expect(share).toBeLessThanOrEqual(0.5);
  });

  it('follows the share it is given', () => {
    expect(nextDetectionAt({ startMs: 0, endMs: 200 }, { ...budget, maxBusyShare: 0.25 })).toBe(
      800,
    );
  });
});
