import { SCAN_TIMING } from '@afterlook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PoseVerdict, poseIssue, VALID_POSE } from './issues.ts';
import { advanceStreak, EMPTY_STREAK, isPoseHeld, tickWherePoseHeld } from './pose-streak.ts';

const ok = VALID_POSE;
const off: PoseVerdict = poseIssue('step_back');

describe('pose streak (docs/product/state-machines.md#capture-flow: MORE than 2 consecutive valid one-second ticks)', () => {
  it('is held on the third valid tick in a row, not the second', () => {
    const two = advanceStreak(advanceStreak(EMPTY_STREAK, ok), ok);
    expect(isPoseHeld(two)).toBe(false);
    expect(isPoseHeld(advanceStreak(two, ok))).toBe(true);
    expect(SCAN_TIMING.consecutiveTicksToExceed).toBe(2);
  });

  it('restarts on any issue', () => {
    expect(tickWherePoseHeld([ok, ok, off, ok, ok, ok])).toBe(5);
    expect(tickWherePoseHeld([ok, ok, off, ok, ok, off])).toBeNull();
    expect(tickWherePoseHeld([])).toBeNull();
  });

  it('holds exactly when some run of valid ticks is longer than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (ticks) => {
        const verdicts = ticks.map((valid) => (valid ? ok : off));
        const longestRun = ticks
          .map(String)
          .join('')
          .split('false')
          .reduce((longest, run) => Math.max(longest, run.length / 'true'.length), 0);
        const held = tickWherePoseHeld(verdicts);
        expect(held !== null).toBe(longestRun > SCAN_TIMING.consecutiveTicksToExceed);
        if (held !== null) {
          expect(verdicts.slice(held - SCAN_TIMING.consecutiveTicksToExceed, held + 1)).toEqual(
            Array(SCAN_TIMING.consecutiveTicksToExceed + 1).fill(ok),
          );
        }
      }),
    );
  });
});
