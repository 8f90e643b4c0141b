/**
 * A worker process for the crash tests: runs `held` jobs from REDIS_URL's BullMQ under
 * REDIS_PREFIX. A job logs `start <pid> <id>` to JOB_LOG, waits while HOLD_FILE exists,
 * then logs `end <pid> <id>` and answers its pid.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBullmqJobQueue } from '../../adapters/jobs/create-bullmq-job-queue.ts';

const { REDIS_URL, REDIS_PREFIX, JOB_LOG, HOLD_FILE, JOB_LEASE_MS } = process.env;
if (!REDIS_URL || !REDIS_PREFIX || !JOB_LOG || !HOLD_FILE) {
  throw new Error('REDIS_URL, REDIS_PREFIX, JOB_LOG and HOLD_FILE are required');
}

const queue = createBullmqJobQueue({
  redisUrl: REDIS_URL,
  prefix: REDIS_PREFIX,
  consume: true,
  concurrency: 1,
  leaseMs: Number(JOB_LEASE_MS ?? 1000),
  handlers: {
    async held(job) {
      appendFileSync(JOB_LOG, `start ${process.pid} ${job.id}\n`);
      while (existsSync(HOLD_FILE)) await sleep(50);
      appendFileSync(JOB_LOG, `end ${process.pid} ${job.id}\n`);
      return { ok: true, result: { pid: process.pid } };
    },
  },
});
queue.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void queue.stop().then(() => process.exit(0));
});
