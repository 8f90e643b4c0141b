import { afterEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../compose/create-job-queue.ts';
import { systemClock } from '../../lib/clock.ts';
import type { JobQueue, NewJob } from '../../ports/job-queue.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import {
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../../testing/support/test-redis.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { relayOutbox } from './relay-outbox.ts';
import { stageJob } from './stage-job.ts';

// The job outbox on both databases and both queues: a job staged in a transaction
// reaches the queue only if that transaction commits, and exactly once however often
// its row is moved (a relay that died between the queue taking the job and deleting
// the row runs again; two relays move one row at once). The kill -9 test
// (testing/adversarial/webhook.kill-9.adversarial.test.ts) proves it across real crashes.
const QUEUES = ['local', 'bullmq'] as const;

describe.each(TEST_DIALECTS.flatMap((dialect) => QUEUES.map((queue) => ({ dialect, queue }))))(
  'the job outbox on $dialect.name with the $queue queue',
  ({ dialect, queue }) => {
    let testDb: TestDb;
    let jobs: JobQueue;
    const prefix = testRedisPrefix();
    afterEach(async () => {
      await jobs.stop();
      await testDb.dispose();
      await deleteRedisKeys(prefix);
    });

    const setUp = async () => {
      testDb = await dialect.open();
      const created = await createClinic(testDb.db, NewClinic.parse({ name: 'Clinic' }));
      if (!created.ok) throw new Error(created.message);
      // Not started: nothing runs the jobs, so the queue shows every job the outbox made.
      jobs = await createJobQueue(
        { jobLeaseMs: 15_000, jobQueue: queue, redisUrl: TEST_REDIS_URL, redisPrefix: prefix },
        { db: testDb.db, clock: systemClock, handlers: {}, concurrency: 1 },
      );
      const job: NewJob = {
        idempotencyKey: `webhook:${created.value.id}:0`,
        kind: 'webhook',
        clinicId: created.value.id,
        input: { deliveryId: created.value.id },
        maxAttempts: 8,
      };
      return { deps: { db: testDb.db, jobs }, job };
    };
    const stage = (job: NewJob, commit: boolean) =>
      testDb.db
        .transaction()
        .execute(async (trx) => {
          await stageJob(trx, systemClock().toISOString(), job);
          if (!commit) throw new Error('rolled back');
        })
        .catch(() => undefined);
    const outboxRows = async () =>
      (await testDb.db.selectFrom('job_outbox').selectAll().execute()).length;

    it('finding 14: a job staged in a transaction that rolls back never reaches the queue', async () => {
      const { deps, job } = await setUp();
      await stage(job, false);
      expect(await relayOutbox(deps)).toBe(0);
      expect(await jobs.depth()).not.toMatchObject({ webhook: expect.any(Number) });
    });

    it('finding 14: a relay that died after the queue took the job runs again and makes no second job', async () => {
      const { deps, job } = await setUp();
      await stage(job, true);
      expect(await outboxRows()).toBe(1);
      // The first relay's enqueue, then its death before the delete: the row is still there.
      const first = await jobs.enqueue(job);
      expect(await relayOutbox(deps)).toBe(1);
      expect(await outboxRows()).toBe(0);
      expect(await jobs.depth()).toMatchObject({ webhook: 1 });
      const again = await jobs.enqueue(job);
      expect(again).toMatchObject({ created: false, job: { id: first.job.id } });
    });

    it('finding 14: two relays moving one row at once make one job, and the row goes', async () => {
      const { deps, job } = await setUp();
      await stage(job, true);
      await Promise.all([
        relayOutbox(deps),
        relayOutbox(deps),
        relayOutbox(deps, [job.idempotencyKey]),
      ]);
      expect(await outboxRows()).toBe(0);
      expect(await jobs.depth()).toMatchObject({ webhook: 1 });
    });

    it("the queue that ran a handler queues what it staged before the handler's job ends", async () => {
      const { job } = await setUp();
      await jobs.stop();
      const followUp: NewJob = { ...job, idempotencyKey: 'staff-alert:follow-up', kind: 'alert' };
      // The handler gets no queue: it stages its follow-up, as a delivery's incident email is.
      jobs = await createJobQueue(
        { jobLeaseMs: 15_000, jobQueue: queue, redisUrl: TEST_REDIS_URL, redisPrefix: prefix },
        {
          db: testDb.db,
          clock: systemClock,
          concurrency: 1,
          consume: true,
          handlers: {
            webhook: async () => {
              await stage(followUp, true);
              return { ok: true, result: null };
            },
            alert: async () => ({ ok: true, result: null }),
          },
        },
      );
      jobs.start();
      const first = await jobs.enqueue(job);
      expect((await jobs.waitFor(first.job.id, 10_000))?.status).toBe('done');
      expect(await outboxRows()).toBe(0);
      expect(await jobs.enqueue(followUp)).toMatchObject({ created: false });
    });
  },
);
