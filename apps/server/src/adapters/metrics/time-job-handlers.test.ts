import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../../ports/job-queue.ts';
import { createMetrics } from './create-metrics.ts';
import { timeJobHandlers } from './time-job-handlers.ts';

const job = { id: 'j1', kind: 'transform' } as JobRecord;
const signal = new AbortController().signal;

describe('timeJobHandlers', () => {
  it('times each run by kind and outcome, passing results and crashes through', async () => {
    const metrics = createMetrics(async () => ({}));
    const handlers = timeJobHandlers(
      {
        transform: async () => ({ ok: true, result: 'after' }),
        webhook: async () => {
          throw new Error('receiver down');
        },
      },
      metrics.jobDuration,
    );
    await expect(handlers.transform?.(job, signal)).resolves.toEqual({ ok: true, result: 'after' });
    await expect(handlers.webhook?.(job, signal)).rejects.toThrow('receiver down');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /afterlook_job_duration_seconds_count\{kind="transform",outcome="done"\} 1/,
    );
    expect(text).toMatch(
      /afterlook_job_duration_seconds_count\{kind="webhook",outcome="crashed"\} 1/,
    );
  });
});
