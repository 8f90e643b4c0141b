/**
 * How a preview clip moves: the before picture held, a sweep through the engine's after
 * steps to the one the result screen opens on, that after held, and back to the before
 * — so the end meets the start and the clip loops without a jump.
 */
export interface PreviewTiming {
  readonly fps: number;
  readonly holdBeforeS: number;
  readonly towardsAfterS: number;
  readonly holdAfterS: number;
  readonly backToBeforeS: number;
}

export const PREVIEW_TIMING: PreviewTiming = {
  fps: 24,
  holdBeforeS: 0.8,
  towardsAfterS: 1.2,
  holdAfterS: 1.2,
  backToBeforeS: 0.8,
};

/** One frame: keyframe `from` mixed towards keyframe `to` by `mix` (0..1). */
export interface TimelineFrame {
  readonly from: number;
  readonly to: number;
  readonly mix: number;
}

/** Smooth start and stop of a sweep (ease in and out). */
const ease = (t: number): number => t * t * (3 - 2 * t);

/**
 * Frames over `keyframes` pictures (0 the before, the last the after shown): held, swept
 * forward through every keyframe at an even pace, held, swept straight back.
 */
export function previewTimeline(
  keyframes: number,
  timing: PreviewTiming = PREVIEW_TIMING,
): TimelineFrame[] {
  if (!Number.isInteger(keyframes) || keyframes < 2) {
    throw new RangeError(`a preview needs a before and an after: ${keyframes} keyframes`);
  }
  const last = keyframes - 1;
  const count = (seconds: number) => Math.max(1, Math.round(seconds * timing.fps));
  const at = (position: number): TimelineFrame => {
    const from = Math.min(Math.floor(position), last - 1);
    return { from, to: from + 1, mix: position - from };
  };
  const frames: TimelineFrame[] = [];
  for (let i = 0; i < count(timing.holdBeforeS); i += 1) frames.push(at(0));
  const forward = count(timing.towardsAfterS);
  for (let i = 1; i <= forward; i += 1) frames.push(at(ease(i / forward) * last));
  for (let i = 1; i < count(timing.holdAfterS); i += 1) frames.push(at(last));
  const back = count(timing.backToBeforeS);
  // Straight from the after to the before: the return need not revisit every step.
  for (let i = 1; i < back; i += 1) {
    frames.push({ from: 0, to: last, mix: 1 - ease(i / back) });
  }
  return frames;
}
