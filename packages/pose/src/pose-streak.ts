import { SCAN_TIMING } from '@afterlook/domain';
import type { PoseVerdict } from './issues.ts';

/** Consecutive valid one-second ticks of the pose being captured. */
export interface PoseStreak {
  readonly validTicks: number;
}

export const EMPTY_STREAK: PoseStreak = { validTicks: 0 };

/** Adds one tick's verdict: a valid one extends the streak, any issue restarts it. */
export const advanceStreak = (streak: PoseStreak, verdict: PoseVerdict): PoseStreak =>
  verdict.valid ? { validTicks: streak.validTicks + 1 } : EMPTY_STREAK;

/** The pose is held once MORE than SCAN_TIMING.consecutiveTicksToExceed ticks in a row were valid. */
export const isPoseHeld = (streak: PoseStreak): boolean =>
  streak.validTicks > SCAN_TIMING.consecutiveTicksToExceed;

/**
 * The index of the tick at which a sequence of per-second verdicts first holds the pose,
 * or null if it never does (for replaying a recorded scan, and on the server).
 */
export function tickWherePoseHeld(verdicts: readonly PoseVerdict[]): number | null {
  let streak = EMPTY_STREAK;
  for (const [tick, verdict] of verdicts.entries()) {
    streak = advanceStreak(streak, verdict);
    if (isPoseHeld(streak)) return tick;
  }
  return null;
}
