import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import type { JobQueue } from '../../ports/job-queue.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { createLocalJobQueue } from './create-local-job-queue.ts';

// After a crash, a transform the dead process was running waited out its whole lease
// (15 s) while the patient watched the spinner. A restart now takes it over at once
// when its owner was a process of this host that is gone.
const exitedPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' });
  if (child.pid === undefined) throw new Error('could not start a process');
  return child.pid;
};

describe.each(TEST_DIALECTS)(
  'finding 10: a job held by a dead process on $name',
  { timeout: 20_000 },
  (dialect) => {
    let testDb: TestDb;
    let queue: JobQueue;
    afterEach(async () => {
      await queue.stop();
      await testDb.dispose();
    });

    const heldJob = async (leaseOwner: string) => {
      testDb = await dialect.open();
      queue = createLocalJobQueue({
        db: testDb.db,
        clock: systemClock,
        handlers: { echo: async (job) => ({ ok: true, result: job.input }) },
        concurrency: 1,
        leaseMs: 15 * 60_000,
        pollMs: 50,
        drainMs: 100,
      });
      const { job } = await queue.enqueue({
        idempotencyKey: 'k',
        kind: 'echo',
        clinicId: null,
        input: 1,
      });
      const leaseUntil = new Date(Date.now() + 15 * 60_000).toISOString();
      await testDb.db
        .updateTable('jobs')
        .set({ status: 'running', attempts: 1, lease_owner: leaseOwner, lease_until: leaseUntil })
        .where('id', '=', job.id)
        .execute();
      return job.id;
    };

    it('is taken over as soon as the queue starts, not when its lease runs out', async () => {
      const id = await heldJob(`${hostname()}:${exitedPid()}:crashed`);
      queue.start();
      expect((await queue.waitFor(id, 3000))?.status).toBe('done');
    });

    it.each([
      ['on another host', () => `another-host:${exitedPid()}:x`],
      ['alive on this host', () => `${hostname()}:${process.ppid}:x`],
    ])('is left to its lease when its owner may still be running (%s)', async (_, owner) => {
      const id = await heldJob(owner());
      queue.start();
      expect((await queue.waitFor(id, 600))?.status).toBe('running');
    });
  },
);
