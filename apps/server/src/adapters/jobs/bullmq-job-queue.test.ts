import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../lib/secrets.ts';
import type { JobQueue } from '../../ports/job-queue.ts';
import { SERVER_SRC } from '../../testing/support/run-node.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import {
  deleteRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '../../testing/support/test-redis.ts';
import { createBullmqJobQueue } from './create-bullmq-job-queue.ts';
import { itKeepsTheJobQueueContract } from './job-queue-contract.ts';

describe('BullMQ job queue on Redis', () => {
  describe('the JobQueue contract', { timeout: 30_000 }, () => {
    let prefix = '';
    itKeepsTheJobQueueContract({
      async setUp() {
        prefix = testRedisPrefix();
      },
      clinic: async () => newId(),
      open: (options) =>
        createBullmqJobQueue({ ...options, redisUrl: TEST_REDIS_URL, prefix, consume: true }),
      tearDown: () => deleteRedisKeys(prefix),
    });
  });

  describe('separate worker processes', { timeout: 60_000 }, () => {
    const children: ChildProcess[] = [];
    const queues: JobQueue[] = [];
    const dir = makeTempDir();
    const prefix = testRedisPrefix();
    const log = join(dir.path, 'jobs.log');
    const hold = join(dir.path, 'hold');
    afterEach(async () => {
      for (const child of children.splice(0)) child.kill('SIGKILL');
      for (const queue of queues.splice(0)) await queue.stop();
      await deleteRedisKeys(prefix);
      dir.remove();
    });

    const startWorker = async () => {
      const child = spawn(
        process.execPath,
        [`${SERVER_SRC}testing/support/run-held-job-worker.ts`],
        {
          env: {
            PATH: process.env.PATH ?? '',
            REDIS_URL: TEST_REDIS_URL,
            REDIS_PREFIX: prefix,
            JOB_LOG: log,
            HOLD_FILE: hold,
            JOB_LEASE_MS: '1000',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      children.push(child);
      await new Promise<void>((resolve, reject) => {
        child.stdout?.once('data', () => resolve());
        child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
      });
      return child;
    };
    const lines = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);

    it('a worker killed (SIGKILL) during a job: another worker completes it, exactly once', async () => {
      // The API side only enqueues and reads: it runs nothing itself.
      const api = createBullmqJobQueue({
        redisUrl: TEST_REDIS_URL,
        prefix,
        consume: false,
        concurrency: 1,
        leaseMs: 1000,
        handlers: {},
      });
      queues.push(api);
      api.start();
      writeFileSync(hold, '');
      const first = await startWorker();
      const { job } = await api.enqueue({
        idempotencyKey: 'held-1',
        kind: 'held',
        clinicId: null,
        input: {},
      });
      await expect.poll(lines, { timeout: 20_000 }).toEqual([`start ${first.pid} ${job.id}`]);
      expect((await api.get(job.id))?.status).toBe('running');

      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      const second = await startWorker();
      rmSync(hold);

      const done = await api.waitFor(job.id, 30_000);
      expect(done).toMatchObject({ status: 'done', result: { pid: second.pid } });
      // The same request again finds the finished job and runs nothing.
      expect(
        await api.enqueue({ idempotencyKey: 'held-1', kind: 'held', clinicId: null, input: {} }),
      ).toMatchObject({ created: false, job: { id: job.id, status: 'done' } });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(lines().filter((line) => line.startsWith('end'))).toEqual([
        `end ${second.pid} ${job.id}`,
      ]);
    });
  });
});
