import { afterEach, describe, expect, it } from 'vitest';
import { NewClinic } from '../../features/clinics/clinic-fields.ts';
import { createClinic } from '../../features/clinics/create-clinic.ts';
import { systemClock } from '../../lib/clock.ts';
import { JOB_CRASHED_REASON, type JobQueue } from '../../ports/job-queue.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { createLocalJobQueue } from './create-local-job-queue.ts';
import { digest, itKeepsTheJobQueueContract } from './job-queue-contract.ts';

describe.each(TEST_DIALECTS)('local durable job queue on $name', (dialect) => {
  let testDb: TestDb | undefined;
  const db = () => {
    if (!testDb) throw new Error('no test database open');
    return testDb.db;
  };

  describe('the JobQueue contract', { timeout: 30_000 }, () => {
    itKeepsTheJobQueueContract({
      async setUp() {
        testDb = await dialect.open();
      },
      async clinic() {
        const created = await createClinic(db(), NewClinic.parse({ name: 'Job Clinic' }));
        if (!created.ok) throw new Error(created.message);
        return created.value.id;
      },
      open: (options) =>
        createLocalJobQueue({ ...options, db: db(), clock: systemClock, pollMs: 50 }),
      async tearDown() {
        await testDb?.dispose();
      },
    });
  });

  describe('leases', () => {
    let queue: JobQueue | undefined;
    afterEach(async () => {
      await queue?.stop();
      await testDb?.dispose();
    });

    it('takes over a job whose runner died (expired lease), and gives up on its last attempt', async () => {
      testDb = await dialect.open();
      const past = new Date(Date.now() - 60_000).toISOString();
      const row = (id: string, attempts: number) => ({
        id,
        idempotency_key: id,
        kind: 'digest',
        clinic_id: null,
        input: JSON.stringify({ text: id }),
        status: 'running' as const,
        attempts,
        max_attempts: 3,
        run_after: past,
        lease_owner: 'dead-process',
        lease_until: past,
        result: null,
        reason: null,
        last_error: null,
        created_at: past,
        updated_at: past,
        finished_at: null,
      });
      await db()
        .insertInto('jobs')
        .values([row('orphan', 1), row('spent', 3)])
        .execute();
      queue = createLocalJobQueue({
        db: db(),
        clock: systemClock,
        handlers: { digest },
        concurrency: 2,
        leaseMs: 5000,
        pollMs: 50,
        drainMs: 200,
      });
      queue.start();
      expect(await queue.waitFor('orphan', 5000)).toMatchObject({ status: 'done', attempts: 2 });
      expect(await queue.waitFor('spent', 5000)).toMatchObject({
        status: 'failed',
        reason: JOB_CRASHED_REASON,
      });
    });
  });
});
