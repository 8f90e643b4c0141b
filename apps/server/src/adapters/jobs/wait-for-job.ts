import type { EventEmitter } from 'node:events';
import { isEnded, type JobRecord } from '../../ports/job-queue.ts';

/** How often a waiter re-reads the job, for ends it is not told about. */
const REREAD_MS = 1000;

/**
 * A job once it has ended, or as it is when `timeoutMs` passes (JobQueue.waitFor). The
 * adapter emits the job's id on `ended` when it learns of an end, waking the waiter at
 * once; the store is re-read every second for ends nobody announced.
 */
export async function waitForJob(
  get: (id: string) => Promise<JobRecord | null>,
  ended: EventEmitter,
  id: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<JobRecord | null> {
  const deadline = Date.now() + timeoutMs;
  let job = await get(id);
  while (job && !isEnded(job) && Date.now() < deadline && !signal?.aborted) {
    const wait = Math.min(REREAD_MS, deadline - Date.now());
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        ended.off(id, done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timeout = setTimeout(done, wait);
      ended.on(id, done);
      signal?.addEventListener('abort', done, { once: true });
    });
    job = await get(id);
  }
  return job;
}
