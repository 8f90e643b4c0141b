import { POSE_DETECTION } from '@afterlook/pose';

/** One detection's start and end on the page's clock (performance.now, ms). */
export interface DetectionRun {
  readonly startMs: number;
  readonly endMs: number;
}

export interface DetectionBudget {
  readonly minIntervalMs: number;
  readonly maxBusyShare: number;
}

/**
 * When the next detection may start after `last`: no sooner than the minimum interval
 * after its start, and late enough that the detector keeps at most its share of the main
 * thread (a slow phone detects less often rather than freezing the preview).
 */
export function nextDetectionAt(
  last: DetectionRun | null,
  budget: DetectionBudget = POSE_DETECTION,
): number {
  if (!last) return Number.NEGATIVE_INFINITY;
  const duration = Math.max(0, last.endMs - last.startMs);
  const rest = (duration * (1 - budget.maxBusyShare)) / budget.maxBusyShare;
  return Math.max(last.startMs + budget.minIntervalMs, last.endMs + rest);
}
