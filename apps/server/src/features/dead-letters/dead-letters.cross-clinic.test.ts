// Jobs whose every attempt crashed were only in the queue's storage: the admin API
// now lists them, each clinic its own and never another's.
import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CRASHED_REASON } from '../../ports/job-queue.ts';
import { adminGet, demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { TRANSFORM_JOB_KIND } from '../transforms/transform-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/admin/dead-letters', { timeout: 30_000 }, () => {
  it("lists the caller's clinic's crashed jobs, and none of another clinic's", async () => {
    const mine = await demoAdminKey(t);
    const other = await otherClinic(t);
    // A transform whose input names no source: the real handler crashes on it.
    const { job } = await t.app.ports.jobs.enqueue({
      idempotencyKey: 'transform:broken',
      kind: TRANSFORM_JOB_KIND,
      clinicId: mine.clinicId,
      input: {},
      maxAttempts: 1,
    });
    expect(await t.app.ports.jobs.waitFor(job.id, 20_000)).toMatchObject({
      status: 'failed',
      reason: JOB_CRASHED_REASON,
    });

    const listed = await adminGet(t, ROUTES.adminDeadLetters.path, `Bearer ${mine.adminKey}`);
    expect(listed).toEqual({
      status: 200,
      body: {
        dead_letters: [
          {
            job_id: job.id,
            kind: 'transform',
            attempts: 1,
            created_at: job.createdAt,
            failed_at: expect.any(String),
            webhook_delivery_id: null,
          },
        ],
      },
    });
    expect(await adminGet(t, ROUTES.adminDeadLetters.path, `Bearer ${other.adminKey}`)).toEqual({
      status: 200,
      body: { dead_letters: [] },
    });
    expect((await adminGet(t, ROUTES.adminDeadLetters.path, undefined)).status).toBe(401);
  });
});
