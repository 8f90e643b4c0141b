import { DEFAULT_DRAIN_MS } from './job-run-options.ts';

/**
 * Whether the running jobs' work ends within stop()'s drain time (`drainMs`, by default
 * DEFAULT_DRAIN_MS): false means stop() hands the rest back instead of waiting longer.
 */
export async function finishedWithinDrain(
  work: Promise<unknown>,
  drainMs = DEFAULT_DRAIN_MS,
): Promise<boolean> {
  let drainTimer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    work.then(() => true),
    new Promise<false>((resolve) => {
      drainTimer = setTimeout(() => resolve(false), drainMs);
    }),
  ]);
  clearTimeout(drainTimer);
  return finished;
}
